import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button, Dialog, Notice } from '../../ui';
import { CopyField } from '../admin-kit';
import { machineMessages } from './messages';

/** A key or secret shown this once, with a copy button and a plain warning. */
export function SecretDialog({
  title,
  label,
  value,
  warning,
  onClose,
}: {
  title: ReactNode;
  label: ReactNode;
  value: string;
  warning: ReactNode;
  onClose: () => void;
}) {
  const t = useT(machineMessages);
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('savedIt')}
        </Button>
      }
    >
      <Notice tone="warning">{warning}</Notice>
      <CopyField label={label} value={value} isSecret />
    </Dialog>
  );
}
