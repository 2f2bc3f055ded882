import type { TOutletDay } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { useT } from '../../i18n';
import { Button, Choice, Panel, TextField } from '../../ui';
import type { SaveDay } from './DayPage';
import { isPaused } from './day-rules';
import { dayMessages } from './messages';

const PAUSE_PRESETS = [15, 30, 60, 90] as const;
const BUSY_PRESETS = [10, 15, 20, 30] as const;
const BUSY_FOR = [
  { minutes: 60, key: 'busyForHour' },
  { minutes: 120, key: 'busyForTwoHours' },
  { minutes: 240, key: 'busyForRestOfDay' },
  { minutes: 0, key: 'busyForever' },
] as const;

const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= min && n <= max ? n : null;
};

interface PanelProps {
  day: TOutletDay;
  outletId: number;
  save: SaveDay;
}

/** Stop taking orders for N minutes, or take them again. */
export function PausePanel({ day, outletId, save, when }: PanelProps & { when: (iso: string) => string }) {
  const t = useT(dayMessages);
  const [text, setText] = useState('30');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const minutes = wholeIn(text, 5, 240);
  const paused = isPaused(day);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (minutes === null) return setError(t('pauseInvalid'));
    setBusy(true);
    await save(
      () => api.post(`/outlets/${outletId}/pause`, { minutes }),
      (next) => t('pausedToast', { time: next.pausedUntil ? when(next.pausedUntil) : '' }),
    );
    setBusy(false);
  }

  async function resume() {
    setBusy(true);
    await save(() => api.del(`/outlets/${outletId}/pause`), t('resumedToast'));
    setBusy(false);
  }

  return (
    <Panel title={t('pauseTitle')}>
      <p className="bo-day__intro">{t('pauseIntro')}</p>
      {paused ? (
        <Button variant="primary" size="lg" busy={busy} onClick={() => void resume()}>
          {t('resume')}
        </Button>
      ) : (
        <form onSubmit={submit} className="bo-day__form">
          <Choice
            legend={t('pauseFor')}
            options={PAUSE_PRESETS.map((m) => ({ value: m, label: t('minutesLabel', { minutes: m }) }))}
            value={minutes}
            onChange={(m) => {
              setText(String(m));
              setError(null);
            }}
          />
          <TextField
            label={t('pauseMinutes')}
            type="number"
            inputMode="numeric"
            min={5}
            max={240}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" variant="danger" busy={busy}>
            {minutes !== null ? t('pauseSubmit', { minutes }) : t('pauseTitle')}
          </Button>
        </form>
      )}
    </Panel>
  );
}

/** Add minutes to every estimate for a while, or turn that off. */
export function BusyPanel({ day, outletId, save }: PanelProps) {
  const t = useT(dayMessages);
  const [text, setText] = useState('15');
  const [forMinutes, setForMinutes] = useState<number>(120);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const extra = wholeIn(text, 5, 120);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (extra === null) return setError(t('busyInvalid'));
    setBusy(true);
    await save(
      () => api.post(`/outlets/${outletId}/busy`, { extraMinutes: extra, minutes: forMinutes || null }),
      t('busyToast', { minutes: extra }),
    );
    setBusy(false);
  }

  async function turnOff() {
    setBusy(true);
    await save(() => api.del(`/outlets/${outletId}/busy`), t('busyOffToast'));
    setBusy(false);
  }

  return (
    <Panel title={t('busyTitle')}>
      <p className="bo-day__intro">{t('busyIntro')}</p>
      {day.busyExtraMinutes > 0 ? (
        <Button variant="primary" size="lg" busy={busy} onClick={() => void turnOff()}>
          {t('busyOff')}
        </Button>
      ) : (
        <form onSubmit={submit} className="bo-day__form">
          <Choice
            legend={t('busyExtra')}
            options={BUSY_PRESETS.map((m) => ({ value: m, label: `+${t('minutesLabel', { minutes: m })}` }))}
            value={extra}
            onChange={(m) => {
              setText(String(m));
              setError(null);
            }}
          />
          <TextField
            label={t('busyExtraField')}
            type="number"
            inputMode="numeric"
            min={5}
            max={120}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            error={error}
          />
          <Choice
            legend={t('busyFor')}
            options={BUSY_FOR.map((o) => ({ value: o.minutes, label: t(o.key) }))}
            value={forMinutes}
            onChange={setForMinutes}
          />
          <Button type="submit" variant="primary" busy={busy}>
            {extra !== null ? t('busySubmit', { minutes: extra }) : t('busyTitle')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
