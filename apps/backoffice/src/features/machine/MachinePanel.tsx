import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button, Panel } from '../../ui';
import { LoadStatus, type Resource } from '../admin-kit';
import { machineMessages } from './messages';
import { useMachineErrorText } from './use-machine-errors';

/**
 * One list of the machine page (keys, webhooks): its title with the button that adds one, a line
 * on what it is for, and the list's loading, failure and empty states above the table.
 */
export function MachinePanel({
  title,
  addLabel,
  onAdd,
  intro,
  resource,
  isEmpty,
  empty,
  children,
}: {
  title: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
  intro: ReactNode;
  resource: Pick<Resource<unknown>, 'data' | 'error' | 'isLoading' | 'reload'>;
  isEmpty: boolean;
  empty: ReactNode;
  /** the table */
  children: ReactNode;
}) {
  const t = useT(machineMessages);
  const explain = useMachineErrorText();
  return (
    <Panel
      title={title}
      actions={
        <Button variant="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      }
    >
      <p className="bo-machine__intro">{intro}</p>
      <LoadStatus
        resource={resource}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={isEmpty}
        empty={empty}
      />
      {children}
    </Panel>
  );
}
