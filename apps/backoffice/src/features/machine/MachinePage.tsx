import { useT } from '../../i18n';
import { PageHeader, Stack } from '../../ui';
import { ApiKeysPanel } from './ApiKeysPanel';
import { machineMessages } from './messages';
import { WebhooksPanel } from './WebhooksPanel';
import './machine.css';

/** Machine access (issue 18 items 7 and 8): API keys, webhooks and their delivery log. */
export function MachinePage() {
  const t = useT(machineMessages);
  return (
    <div className="bo-page bo-page--wide bo-machine">
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="lg">
        <ApiKeysPanel />
        <WebhooksPanel />
      </Stack>
    </div>
  );
}
