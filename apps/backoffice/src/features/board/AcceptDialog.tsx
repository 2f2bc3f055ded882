import { useState, type FormEvent } from 'react';
import { commonMessages, useFormat, useT } from '../../i18n';
import { Button, Choice, Dialog, TextField } from '../../ui';
import type { BoardOrder } from './board-rules';
import { boardMessages } from './messages';
import { PREP_PRESETS, parsePrepMinutes, rememberPrepMinutes, lastPrepMinutes } from './prep-time';

/**
 * Accept with a preparation time: presets for one tap, a number field for anything else. The
 * last choice is offered first next time (a kitchen's time changes little over a shift).
 */
export function AcceptDialog({
  order,
  busy,
  onClose,
  onSubmit,
}: {
  order: BoardOrder;
  busy: boolean;
  onClose: () => void;
  onSubmit: (minutes: number) => void;
}) {
  const t = useT(boardMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const [text, setText] = useState(() => String(lastPrepMinutes()));
  const [error, setError] = useState<string | null>(null);
  const minutes = parsePrepMinutes(text);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (minutes === null) {
      setError(t('prepInvalid'));
      return;
    }
    rememberPrepMinutes(minutes);
    onSubmit(minutes);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('acceptTitle', { number: order.localId })}
      description={t('acceptIntro')}
    >
      <form onSubmit={submit} className="bo-board-form" id="accept-form">
        <Choice
          legend={t('prepPresets')}
          options={PREP_PRESETS.map((m) => ({ value: m, label: t('minutesShort', { minutes: m }) }))}
          value={minutes}
          onChange={(m) => {
            setText(String(m));
            setError(null);
          }}
        />
        <TextField
          label={t('prepMinutes')}
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={error}
          hint={
            minutes !== null
              ? t('readyBy', { time: format.time(new Date(Date.now() + minutes * 60_000), order.timeZone) })
              : undefined
          }
        />
        <div className="bo-dialog__footer bo-board-form__footer">
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="submit" variant="primary" size="lg" busy={busy} data-autofocus>
            {minutes !== null ? t('acceptSubmit', { minutes }) : t('accept')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
