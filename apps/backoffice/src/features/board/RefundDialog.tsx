import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useFormat, useT } from '../../i18n';
import { Button, Dialog, Notice, TextArea, TextField } from '../../ui';
import type { BoardOrder } from './board-rules';
import { boardMessages } from './messages';
import { amountText, heldOf, parseAmount } from './refund-rules';

/**
 * Give back part or all of what a paid order holds (issue 21 item 6): an amount in the order's
 * currency, at most what is still held, and a reason the audit log and the order keep. The money
 * goes back through the provider that took it; a refusal is shown here with the provider's words.
 */
export function RefundDialog({
  order,
  onClose,
  onSubmit,
}: {
  order: BoardOrder;
  onClose: () => void;
  /** resolves when the refund is done; rejects with the API's error */
  onSubmit: (amount: number, reason: string) => Promise<void>;
}) {
  const t = useT(boardMessages);
  const format = useFormat();
  const errorText = useErrorText();
  const held = heldOf(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => format.money(minor, order.currencyCode);
  // the button names the money it gives back (DESIGN.md: destructive actions name what they do)
  const preview = parseAmount(amount, order.currencyCode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minor = parseAmount(amount, order.currencyCode);
    const next: typeof errors = {};
    if (minor === null) next.amount = t('refundAmountInvalid');
    else if (minor > held) next.amount = t('refundAmountTooLarge', { amount: money(held) });
    if (!reason.trim()) next.reason = t('reasonRequired');
    setErrors(next);
    if (minor === null || next.amount || next.reason) return;
    setBusy(true);
    try {
      await onSubmit(minor, reason.trim());
    } catch (error) {
      setErrors({
        form:
          error instanceof ApiError && error.code === 'REFUND_TOO_LARGE'
            ? t('refundAmountTooLarge', { amount: money(held) })
            : error instanceof ApiError && error.code === 'REFUND_FAILED'
              ? t('refundRefused', { message: error.message })
              : errorText(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('refundTitle', { number: order.localId })}
      description={t('refundIntro', { amount: money(held) })}
    >
      <form onSubmit={(e) => void submit(e)} className="bo-board-form" noValidate>
        {errors.form ? <Notice tone="danger">{errors.form}</Notice> : null}
        <TextField
          label={t('refundAmount', { currency: order.currencyCode })}
          hint={t('refundHeld', { amount: money(held) })}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          value={amount}
          error={errors.amount}
          data-testid="refund-amount"
          onChange={(e) => {
            setAmount(e.target.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
        />
        <Button onClick={() => setAmount(amountText(held, order.currencyCode))}>{t('refundAll')}</Button>
        <TextArea
          label={t('reason')}
          value={reason}
          maxLength={500}
          rows={2}
          error={errors.reason}
          data-testid="refund-reason"
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
        <div className="bo-dialog__footer bo-board-form__footer">
          <Button onClick={onClose}>{t('refundKeep')}</Button>
          <Button type="submit" variant="danger" size="lg" busy={busy}>
            {preview !== null && preview <= held
              ? t('refundSubmitAmount', { amount: money(preview) })
              : t('refundSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
