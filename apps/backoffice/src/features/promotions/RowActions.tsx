import { useT } from '../../i18n';
import { Button, useToast } from '../../ui';
import { ConfirmDialog } from '../admin-kit';
import { promotionsMessages } from './messages';
import { usePromoErrorText } from './use-promotions';

/** A row's Edit and Remove buttons, named for the row so a screen reader tells them apart. */
export function RowActions({ name, onEdit, onRemove }: { name: string; onEdit(): void; onRemove(): void }) {
  const t = useT(promotionsMessages);
  return (
    <div className="bo-promo-actions">
      <Button size="sm" onClick={onEdit} aria-label={t('editNamed', { name })}>
        {t('edit')}
      </Button>
      <Button size="sm" variant="danger" onClick={onRemove} aria-label={t('removeNamed', { name })}>
        {t('remove')}
      </Button>
    </div>
  );
}

/** Asks before removing a row, removes it, then reloads the list and says so. */
export function RemoveDialog({
  name,
  remove,
  onClose,
  onRemoved,
}: {
  name: string;
  remove(): Promise<unknown>;
  onClose(): void;
  onRemoved(): void;
}) {
  const t = useT(promotionsMessages);
  const toast = useToast();
  const errorText = usePromoErrorText();
  return (
    <ConfirmDialog
      title={t('removeNamed', { name })}
      confirmLabel={t('remove')}
      explain={errorText}
      onClose={onClose}
      onConfirm={async () => {
        await remove();
        onRemoved();
        toast.show(t('removed'));
      }}
    >
      {t('confirmRemove', { name })}
    </ConfirmDialog>
  );
}
