import { useId, useState, type FormEvent } from 'react';
import { useFormat, useT } from '../../i18n';
import { Button, Dialog, Notice, TextArea } from '../../ui';
import { STATUS, type BoardOrder } from './board-rules';
import { boardMessages } from './messages';

const REASONS = [
  'reasonOutOfStock',
  'reasonTooBusy',
  'reasonClosing',
  'reasonAddress',
  'reasonCustomer',
  'reasonUnreachable',
  'reasonDuplicate',
] as const;

/**
 * Reject (a new order) or cancel (a later one) with a reason: a common one in a tap, or written.
 * A paid order says the money goes back before the button is pressed.
 */
export function CancelDialog({
  order,
  busy,
  onClose,
  onSubmit,
}: {
  order: BoardOrder;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const t = useT(boardMessages);
  const format = useFormat();
  const [preset, setPreset] = useState<(typeof REASONS)[number] | 'other' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const isReject = order.statusId === STATUS.NEW;
  const paid = order.isPaid && order.amount > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    const reason = preset && preset !== 'other' ? t(preset) : text.trim();
    if (!reason) {
      setError(t('reasonRequired'));
      return;
    }
    onSubmit(reason);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(isReject ? 'rejectTitle' : 'cancelTitle', { number: order.localId })}
      description={t('cancelIntro')}
    >
      <form onSubmit={submit} className="bo-board-form">
        {paid ? (
          <Notice tone="warning">
            {t('cancelRefund', { amount: format.money(order.amount, order.currencyCode) })}
          </Notice>
        ) : null}
        <fieldset className="bo-board-reasons" aria-describedby={error ? `${groupId}-error` : undefined}>
          <legend className="bo-field__label">{t('reason')}</legend>
          {[...REASONS, 'other' as const].map((key) => (
            <label key={key} className="bo-board-reason">
              <input
                type="radio"
                name={`${groupId}-reason`}
                checked={preset === key}
                onChange={() => {
                  setPreset(key);
                  setError(null);
                }}
              />
              <span>{key === 'other' ? t('reasonOther') : t(key)}</span>
            </label>
          ))}
        </fieldset>
        {preset === 'other' ? (
          <TextArea
            label={t('reasonOther')}
            value={text}
            maxLength={500}
            autoFocus
            rows={2}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        ) : null}
        {error ? (
          <p id={`${groupId}-error`} className="bo-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="bo-dialog__footer bo-board-form__footer">
          <Button onClick={onClose}>{t('keep')}</Button>
          <Button type="submit" variant="danger" size="lg" busy={busy}>
            {isReject ? t('rejectSubmit') : t('cancelSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
