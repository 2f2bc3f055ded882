import type { TOutletDay } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { useFormat, useT } from '../../i18n';
import { Button, EmptyState, Panel, Table, TextField } from '../../ui';
import type { SaveDay } from './DayPage';
import { hoursProblem } from './day-rules';
import { dayMessages } from './messages';

const PROBLEM_KEY = { missing: 'hoursMissing', equal: 'hoursEqual', lateNight: 'hoursLateNight' } as const;

/** Special days: the list ahead, each removable, and a form to add or replace one. */
export function Exceptions({ day, outletId, save }: { day: TOutletDay; outletId: number; save: SaveDay }) {
  const t = useT(dayMessages);
  const format = useFormat();
  const [date, setDate] = useState('');
  const [isClosed, setIsClosed] = useState(true);
  const [opensAt, setOpensAt] = useState('10:00');
  const [closesAt, setClosesAt] = useState('18:00');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ date?: string; hours?: string }>({});
  const [busy, setBusy] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = isClosed ? null : hoursProblem(opensAt, closesAt);
    const next = {
      ...(date && date >= day.today ? {} : { date: t('dateInvalid') }),
      ...(problem ? { hours: t(PROBLEM_KEY[problem]) } : {}),
    };
    setErrors(next);
    if (next.date || next.hours) return;
    setBusy('add');
    const body = isClosed
      ? { isClosed: true, note: note.trim() || null }
      : { isClosed: false, opensAt, closesAt, note: note.trim() || null };
    const ok = await save(
      () => api.put(`/outlets/${outletId}/exceptions/${date}`, body),
      t('exceptionSaved', { date: format.calendarDate(date) }),
    );
    setBusy(null);
    if (ok) {
      setDate('');
      setNote('');
    }
  }

  async function remove(when: string) {
    setBusy(when);
    await save(
      () => api.del(`/outlets/${outletId}/exceptions/${when}`),
      t('removedToast', { date: format.calendarDate(when) }),
    );
    setBusy(null);
  }

  return (
    <Panel title={t('exceptionsTitle')}>
      <p className="bo-day__intro">{t('exceptionsIntro')}</p>
      {day.exceptions.length === 0 ? (
        <EmptyState title={t('noExceptions')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('hours')}</th>
              <th scope="col">{t('note')}</th>
              <th scope="col">
                <span className="bo-visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {day.exceptions.map((e) => (
              <tr key={e.date}>
                <th scope="row">{format.calendarDate(e.date)}</th>
                <td>
                  {e.isClosed
                    ? t('closedDay')
                    : t('otherHours', {
                        opens: (e.opensAt ?? '').slice(0, 5),
                        closes: (e.closesAt ?? '').slice(0, 5),
                      })}
                </td>
                <td>{e.note ?? ''}</td>
                <td className="bo-day__action">
                  <Button
                    size="sm"
                    busy={busy === e.date}
                    aria-label={t('removeLabel', { date: format.calendarDate(e.date) })}
                    onClick={() => void remove(e.date)}
                  >
                    {t('remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <form onSubmit={submit} className="bo-day__form bo-day__exception-form">
        <h3 className="bo-day__subtitle">{t('addException')}</h3>
        <div className="bo-day__fields">
          <TextField
            label={t('date')}
            type="date"
            min={day.today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={errors.date}
          />
          <fieldset className="bo-day__kind">
            <legend className="bo-field__label">{t('kind')}</legend>
            <label>
              <input
                type="radio"
                name="exception-kind"
                checked={isClosed}
                onChange={() => setIsClosed(true)}
              />{' '}
              {t('kindClosed')}
            </label>
            <label>
              <input
                type="radio"
                name="exception-kind"
                checked={!isClosed}
                onChange={() => setIsClosed(false)}
              />{' '}
              {t('kindHours')}
            </label>
          </fieldset>
          {!isClosed ? (
            <>
              <TextField
                label={t('opensAt')}
                type="time"
                value={opensAt}
                onChange={(e) => setOpensAt(e.target.value)}
              />
              <TextField
                label={t('closesAt')}
                type="time"
                value={closesAt}
                onChange={(e) => setClosesAt(e.target.value)}
                error={errors.hours}
              />
            </>
          ) : null}
          <TextField
            label={t('noteField')}
            hint={t('noteHint')}
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" variant="primary" busy={busy === 'add'}>
            {t('exceptionSave')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
