import { useState, type ReactNode } from 'react';
import { commonMessages, useT } from '../../i18n';
import { Button, Dialog, Notice } from '../../ui';

/**
 * "Deactivate Olena?": names what the action ends, asks once, and shows the API's refusal in
 * place (the dialog stays open so the member can read it). Mount it only while it is asked.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'danger',
  onConfirm,
  onClose,
  explain,
}: {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  tone?: 'danger' | 'primary';
  /** does the thing; the parent closes the dialog when it resolves */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  explain: (error: unknown) => string;
}) {
  const common = useT(commonMessages);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button
            variant={tone}
            busy={isBusy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await onConfirm();
              } catch (err) {
                setError(explain(err));
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="bo-confirm__text">{children}</div>
      {error ? <Notice tone="danger">{error}</Notice> : null}
    </Dialog>
  );
}
