import { useT } from '../../i18n';
import { useSession } from '../../session';
import { Notice, PageHeader, Stack } from '../../ui';
import { accountMessages } from './messages';
import { PasswordPanel } from './PasswordPanel';
import { ProfilePanel } from './ProfilePanel';
import { TotpPanel } from './TotpPanel';
import './account.css';

/**
 * The member's own account: profile and language, password, second factor. While the owners
 * require a second factor this member lacks, that comes first (the API answers nothing else).
 */
export function AccountPage() {
  const t = useT(accountMessages);
  const { mustSetUpTotp } = useSession();
  return (
    <div className="bo-page bo-account">
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="md">
        {mustSetUpTotp ? <Notice tone="warning">{t('mustSetUp')}</Notice> : null}
        {mustSetUpTotp ? <TotpPanel /> : null}
        <ProfilePanel />
        {mustSetUpTotp ? null : <TotpPanel />}
        <PasswordPanel />
      </Stack>
    </div>
  );
}
