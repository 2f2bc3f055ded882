import type { TOutletDay } from '@food/contracts';
import { useEffect, useState } from 'react';
import { commonMessages, localDate, useErrorText, useFormat, useT, zoneCity } from '../../i18n';
import { OutletPicker, useOutletParam, usePlaces } from '../../session';
import { Badge, Button, Notice, PageHeader, Panel, Spinner, Toolbar } from '../../ui';
import { useOutletRead } from '../admin-kit';
import { isPaused, stateWords } from './day-rules';
import { Exceptions } from './Exceptions';
import { dayMessages } from './messages';
import { BusyPanel, PausePanel } from './PauseBusy';
import { WeekHours } from './WeekHours';
import { StaffAlertsSection } from '../brand/StaffAlertsSection';
import './day.css';

export type SaveDay = (
  write: () => Promise<TOutletDay>,
  done: string | ((day: TOutletDay) => string),
) => Promise<boolean>;

/**
 * The outlet's day (issue 18 item 6): what it is doing now, a pause, busy mode, the weekly hours
 * and the special days. Every write answers the whole day, which replaces what is shown.
 */
export function DayPage() {
  const t = useT(dayMessages);
  const common = useT(commonMessages);
  const errorText = useErrorText();
  const format = useFormat();
  const places = usePlaces();
  const [outletId, setOutletId] = useOutletParam();
  const outlet = outletId !== null ? places.outletById.get(outletId) : undefined;
  const {
    data: day,
    setData: setDay,
    error: loadError,
    reload: load,
  } = useOutletRead<TOutletDay>(outletId, 'day');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedText, setSavedText] = useState<string | null>(null);

  useEffect(() => {
    setSaveError(null);
    setSavedText(null);
    // the state ("paused until") moves with the clock
    const timer = setInterval(() => void load(), 60_000);
    return () => clearInterval(timer);
  }, [load]);

  const save: SaveDay = async (write, done) => {
    setSaveError(null);
    setSavedText(null);
    try {
      const next = await write();
      setDay(next);
      setSavedText(typeof done === 'string' ? done : done(next));
      return true;
    } catch (error) {
      setSaveError(errorText(error));
      return false;
    }
  };

  const when = (iso: string) => {
    if (!day) return '';
    const time = format.time(iso, day.timeZone);
    return localDate(new Date(iso), day.timeZone) === day.today
      ? time
      : `${format.calendarDate(localDate(new Date(iso), day.timeZone))}, ${time}`;
  };

  const words = day ? stateWords(day) : null;
  const stateText = !words
    ? ''
    : words.key === 'statePaused'
      ? t('statePaused', { time: when(words.until) })
      : words.key === 'stateOpenUntil'
        ? t('stateOpenUntil', { time: when(words.until) })
        : words.key === 'stateClosedToday'
          ? words.opensAt
            ? t('stateClosedTodayOpens', { when: when(words.opensAt) })
            : t('stateClosedToday')
          : words.key === 'stateClosedOpens'
            ? t('stateClosedOpens', { when: when(words.opensAt) })
            : t(words.key);

  return (
    <div className="bo-page">
      <PageHeader title={t('title')} description={t('intro')} />
      <Toolbar>
        <OutletPicker label={t('outlet')} value={outletId} onChange={setOutletId} />
      </Toolbar>
      {loadError ? (
        <Notice
          tone="danger"
          title={t('loadFailed')}
          action={<Button onClick={() => void load()}>{common('retry')}</Button>}
        >
          {errorText(loadError)}
        </Notice>
      ) : null}
      {!day && !loadError ? <Spinner label={common('loading')} /> : null}
      {day && outlet ? (
        <div className="bo-day">
          <Panel className="bo-day__now" title={`${t('now')} · ${places.outletLabel(outlet.id)}`}>
            <div data-testid="day-state">
              <p className="bo-day__state">
                <Badge
                  tone={day.state.open ? 'success' : words?.key === 'statePaused' ? 'warning' : 'danger'}
                >
                  {day.state.open ? '●' : '■'}
                </Badge>{' '}
                {stateText}
              </p>
              {/* a pause while closed by the hours: the state says closed, the pause still holds */}
              {day.pausedUntil && isPaused(day) && words?.key !== 'statePaused' ? (
                <p className="bo-day__busy">{t('statePaused', { time: when(day.pausedUntil) })}</p>
              ) : null}
              {day.busyExtraMinutes > 0 ? (
                <p className="bo-day__busy">
                  {day.busyUntil
                    ? t('busyUntil', { minutes: day.busyExtraMinutes, time: when(day.busyUntil) })
                    : t('busyNow', { minutes: day.busyExtraMinutes })}
                </p>
              ) : null}
            </div>
            <p className="bo-field__hint">{t('zone', { zone: zoneCity(day.timeZone) })}</p>
          </Panel>
          <div aria-live="polite" className="bo-day__messages">
            {saveError ? <Notice tone="danger">{saveError}</Notice> : null}
            {savedText ? <Notice tone="success">{savedText}</Notice> : null}
          </div>
          <div className="bo-day__grid">
            <PausePanel day={day} outletId={outlet.id} save={save} when={when} />
            <BusyPanel day={day} outletId={outlet.id} save={save} />
          </div>
          <WeekHours key={`week-${outlet.id}`} day={day} outletId={outlet.id} save={save} />
          <Exceptions day={day} outletId={outlet.id} save={save} />
          {/* the kitchen's new-order alerts (issue 21 item 5): outlet staff reach no outlet editor */}
          <StaffAlertsSection key={`alerts-${outlet.id}`} outletId={outlet.id} asPanel />
        </div>
      ) : null}
    </div>
  );
}
