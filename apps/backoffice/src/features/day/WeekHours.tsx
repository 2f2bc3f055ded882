import type { TOutletDay } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { LOCALE_OF, useLanguage, useT } from '../../i18n';
import { Badge, Button, Checkbox, Panel, Table } from '../../ui';
import type { SaveDay } from './DayPage';
import { hoursBody, hoursProblem, weekdayNames, weekRows, type WeekRow } from './day-rules';
import { dayMessages } from './messages';

const PROBLEM_KEY = { missing: 'hoursMissing', equal: 'hoursEqual', lateNight: 'hoursLateNight' } as const;

/** The week's hours as a table of seven rows, saved together. */
export function WeekHours({ day, outletId, save }: { day: TOutletDay; outletId: number; save: SaveDay }) {
  const t = useT(dayMessages);
  const { language } = useLanguage();
  const names = weekdayNames(LOCALE_OF[language]);
  const [rows, setRows] = useState<WeekRow[]>(() => weekRows(day.openingHours));
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const saved = JSON.stringify(hoursBody(weekRows(day.openingHours)));
  const dirty = JSON.stringify(hoursBody(rows)) !== saved;
  const problems = rows.map((r) => (r.isOpen ? hoursProblem(r.opensAt, r.closesAt) : null));

  const change = (dayNo: number, patch: Partial<WeekRow>) =>
    setRows((current) => current.map((r) => (r.day === dayNo ? { ...r, ...patch } : r)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problems.some(Boolean)) return;
    setBusy(true);
    const ok = await save(() => api.put(`/outlets/${outletId}/hours`, hoursBody(rows)), t('hoursSaved'));
    setBusy(false);
    if (ok) setTried(false);
  }

  return (
    <Panel title={t('hoursTitle')} actions={dirty ? <Badge tone="warning">{t('hoursUnsaved')}</Badge> : null}>
      <p className="bo-day__intro">{t('hoursIntro')}</p>
      <form onSubmit={submit} className="bo-day__form">
        <Table className="bo-day__week">
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col">{t('open')}</th>
              <th scope="col">{t('opensAt')}</th>
              <th scope="col">{t('closesAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const name = names[row.day - 1]!;
              const problem = problems[i];
              const errorId = `hours-error-${row.day}`;
              return (
                <tr key={row.day}>
                  <th scope="row">{name}</th>
                  <td>
                    <Checkbox
                      label={<span className="bo-visually-hidden">{t('openDay', { day: name })}</span>}
                      checked={row.isOpen}
                      onChange={(e) => change(row.day, { isOpen: e.target.checked })}
                    />
                  </td>
                  {row.isOpen ? (
                    <>
                      <td>
                        <input
                          type="time"
                          className="bo-input bo-day__time"
                          aria-label={t('opensAtDay', { day: name })}
                          value={row.opensAt}
                          aria-invalid={tried && problem ? true : undefined}
                          aria-describedby={tried && problem ? errorId : undefined}
                          onChange={(e) => change(row.day, { opensAt: e.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          type="time"
                          className="bo-input bo-day__time"
                          aria-label={t('closesAtDay', { day: name })}
                          value={row.closesAt}
                          aria-invalid={tried && problem ? true : undefined}
                          aria-describedby={tried && problem ? errorId : undefined}
                          onChange={(e) => change(row.day, { closesAt: e.target.value })}
                        />
                        {tried && problem ? (
                          <p id={errorId} className="bo-field__error">
                            {t(PROBLEM_KEY[problem])}
                          </p>
                        ) : null}
                      </td>
                    </>
                  ) : (
                    <td colSpan={2} className="bo-day__closed">
                      {t('closedAllDay')}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Table>
        <div>
          <Button type="submit" variant="primary" busy={busy} disabled={!dirty}>
            {t('hoursSave')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
