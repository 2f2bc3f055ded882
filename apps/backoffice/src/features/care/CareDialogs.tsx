import type { TCareCustomer, TCareExport } from '@food/contracts';
import { displayPhone } from '@food/domain/phone-display';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { commonMessages, useErrorText, useT } from '../../i18n';
import { Button, Dialog, Notice, TextArea, TextField } from '../../ui';
import { FormDialog } from '../admin-kit';
import { adjustBonuses, eraseCustomer, exportCustomer, setBlocked } from './care-api';
import { customerName, isReason, parsePoints } from './care-rules';
import { careMessages } from './messages';

interface DialogProps {
  customer: TCareCustomer;
  onClose: () => void;
  /** the card as the API answered the write */
  onDone: (customer: TCareCustomer) => void;
}

/** The reason every care action asks for (3–500 characters, kept in the audit entry). */
function ReasonField({
  hint,
  value,
  onChange,
  isChecked,
}: {
  hint: string;
  value: string;
  onChange: (reason: string) => void;
  /** the form was sent once: an invalid reason says so */
  isChecked: boolean;
}) {
  const t = useT(careMessages);
  return (
    <TextArea
      label={t('reason')}
      hint={hint}
      rows={2}
      maxLength={500}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={isChecked && !isReason(value) ? t('reasonInvalid') : undefined}
    />
  );
}

/** One small form: checks its fields, sends, and shows the API's refusal in place. */
function useCareForm(send: () => Promise<TCareCustomer> | null, onDone: (c: TCareCustomer) => void) {
  const t = useT(careMessages);
  const common = useErrorText();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = send();
    if (!request) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await request);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'BONUS_BALANCE_BELOW_ZERO') {
        const [detail] = (err.details ?? []) as Array<{ balance?: number }>;
        setFailure(t('belowZero', { balance: detail?.balance ?? 0 }));
      } else setFailure(common(err));
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, failure, submit };
}

export function AdjustDialog({ customer, onClose, onDone }: DialogProps) {
  const t = useT(careMessages);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const parsed = parsePoints(points);
  const form = useCareForm(() => {
    setChecked(true);
    if (parsed === null || !isReason(reason)) return null;
    return adjustBonuses(customer.id, { points: parsed, reason: reason.trim() });
  }, onDone);
  return (
    <FormDialog
      title={t('adjustTitle', { name: customerName(customer) ?? displayPhone(customer.phone) })}
      description={t('adjustDescription', { points: customer.bonusBalance })}
      submitLabel={t('save')}
      form={form}
      onClose={onClose}
    >
      <TextField
        label={t('points')}
        inputMode="numeric"
        autoComplete="off"
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        error={checked && parsed === null ? t('pointsInvalid') : undefined}
      />
      <ReasonField hint={t('reasonHint')} value={reason} onChange={setReason} isChecked={checked} />
    </FormDialog>
  );
}

export function BlockDialog({ customer, onClose, onDone }: DialogProps) {
  const t = useT(careMessages);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const blocking = !customer.isBlocked;
  const phone = displayPhone(customer.phone);
  const form = useCareForm(() => {
    setChecked(true);
    if (!isReason(reason)) return null;
    return setBlocked(customer.id, { blocked: blocking, reason: reason.trim() });
  }, onDone);
  return (
    <FormDialog
      title={blocking ? t('blockTitle', { phone }) : t('unblockTitle', { phone })}
      description={blocking ? t('blockDescription') : t('unblockDescription')}
      submitLabel={blocking ? t('block') : t('unblock')}
      form={form}
      onClose={onClose}
    >
      <ReasonField hint={t('reasonHint')} value={reason} onChange={setReason} isChecked={checked} />
    </FormDialog>
  );
}

/** Saves the export as a JSON file on the member's computer (no server round trip for the file). */
function download(data: TCareExport, customerId: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `customer-${customerId}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A data-access request: asks the reason (audited), then downloads everything kept as JSON. */
export function ExportDialog({
  customer,
  onClose,
  onExported,
}: {
  customer: TCareCustomer;
  onClose: () => void;
  onExported: () => void;
}) {
  const t = useT(careMessages);
  const explain = useErrorText();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isReason(reason)) return;
    setBusy(true);
    setFailure(null);
    try {
      download(await exportCustomer(customer.id, { reason: reason.trim() }), customer.id);
      onExported();
    } catch (err) {
      setFailure(explain(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={t('exportTitle', { name: customerName(customer) ?? displayPhone(customer.phone) })}
      description={t('exportDescription')}
      submitLabel={t('exportSubmit')}
      form={{ isBusy, failure, submit }}
      onClose={onClose}
    >
      <ReasonField hint={t('exportReasonHint')} value={reason} onChange={setReason} isChecked={checked} />
    </FormDialog>
  );
}

/** Erasure on request: irreversible, so the member types the customer's number again and a reason. */
export function EraseDialog({
  customer,
  onClose,
  onErased,
}: {
  customer: TCareCustomer;
  onClose: () => void;
  onErased: () => void;
}) {
  const t = useT(careMessages);
  const explain = useErrorText();
  const [confirmation, setConfirmation] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const common = useT(commonMessages);
  const formId = useId();
  const phone = displayPhone(customer.phone);
  const typed = confirmation.trim().length > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!typed || !isReason(reason)) return;
    setBusy(true);
    setFailure(null);
    try {
      await eraseCustomer(customer.id, { confirmation: confirmation.trim(), reason: reason.trim() });
      onErased();
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.code === 'ERASE_CONFIRMATION_MISMATCH'
          ? t('confirmationMismatch')
          : explain(err),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('eraseTitle', { name: customerName(customer) ?? phone })}
      description={t('eraseDescription')}
      footer={
        <>
          <Button onClick={onClose}>{common('cancel')}</Button>
          {/* irreversible: the danger colour, not the usual primary */}
          <Button type="submit" form={formId} variant="danger" busy={isBusy}>
            {t('eraseSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="bo-form" onSubmit={submit} noValidate>
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
        <TextField
          label={t('confirmationLabel', { phone })}
          hint={t('confirmationHint')}
          inputMode="tel"
          autoComplete="off"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={checked && !typed ? t('confirmationMissing') : undefined}
        />
        <ReasonField hint={t('eraseReasonHint')} value={reason} onChange={setReason} isChecked={checked} />
      </form>
    </Dialog>
  );
}
