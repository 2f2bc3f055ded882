import type { TOutletProduct, TStopListPut } from '@food/contracts';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import type { Outlet } from '../../api/types';
import { commonMessages, useErrorText, useT, zoneCity } from '../../i18n';
import { Button, Dialog, Notice, TextField } from '../../ui';
import { stopListMessages } from './messages';
import { untilClockTime } from './stop-rules';

type HowLong = 'endOfDay' | 'untilAt' | 'furtherNotice';

/** How long a product goes on stop, said before it is saved: where (this outlet only) and until when. */
export function PutOnStopDialog({
  product,
  outlet,
  outletLabel,
  onClose,
  onDone,
}: {
  product: TOutletProduct;
  outlet: Outlet;
  outletLabel: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const t = useT(stopListMessages);
  const common = useT(commonMessages);
  const errorText = useErrorText();
  const [howLong, setHowLong] = useState<HowLong>('endOfDay');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: TStopListPut = { reason: reason.trim() || null };
    if (howLong === 'endOfDay') body.endOfDay = true;
    else if (howLong === 'furtherNotice') body.until = null;
    else {
      const until = untilClockTime(time, outlet.timeZone, new Date());
      if (!until) {
        setTimeError(t('timeInvalid'));
        return;
      }
      body.until = until.toISOString();
    }
    setBusy(true);
    setError(null);
    try {
      await api.put(`/outlets/${outlet.id}/stop-list/${product.id}`, body);
      await onDone();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const options: { value: HowLong; label: string; hint: string }[] = [
    { value: 'endOfDay', label: t('endOfDay'), hint: t('endOfDayHint') },
    { value: 'untilAt', label: t('untilAt'), hint: t('untilAtHint', { zone: zoneCity(outlet.timeZone) }) },
    { value: 'furtherNotice', label: t('furtherNotice'), hint: t('furtherNoticeHint') },
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('dialogTitle', { name: product.name })}
      description={t('dialogWhere', { outlet: outletLabel })}
    >
      <form onSubmit={submit} className="bo-stop-form">
        {error ? <Notice tone="danger">{error}</Notice> : null}
        <fieldset className="bo-stop-form__choices">
          <legend className="bo-field__label">{t('howLong')}</legend>
          {options.map((option) => (
            <label key={option.value} className="bo-stop-form__choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={howLong === option.value}
                onChange={() => setHowLong(option.value)}
              />
              <span>
                <span className="bo-stop-form__choice-label">{option.label}</span>
                <span className="bo-field__hint">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {howLong === 'untilAt' ? (
          <TextField
            label={t('untilAtField')}
            type="time"
            required
            value={time}
            onChange={(e) => {
              setTime(e.target.value);
              setTimeError(null);
            }}
            error={timeError}
          />
        ) : null}
        <TextField
          label={t('reasonField')}
          hint={t('reasonHint')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="bo-dialog__footer bo-stop-form__footer">
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="submit" variant="danger" busy={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
