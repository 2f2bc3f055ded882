import type { TReport, TReportColumn, TReportName, TReportRow } from '@food/contracts';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  LOCALE_OF,
  formatCalendarDate,
  formatMoney,
  localDate,
  browserTimeZone,
  useLanguage,
  useT,
} from '../../i18n';
import { usePlaces } from '../../session';
import { Button, PageHeader, Panel, Select, Table, TextField, Toolbar } from '../../ui';
import { LoadStatus, useResource, useUrlParams, type Resource } from '../admin-kit';
import { useStaffErrorText } from '../staff/use-staff-errors';
import { reportsMessages } from './messages';
import { csvHref, readReport } from './reports-api';
import { SHOWN_REPORTS, changeOf, filtersFromParams, type ReportFilters } from './reports-rules';
import './reports.css';

type Key = Parameters<ReturnType<typeof useT<keyof (typeof reportsMessages)['en'] & string>>>[0];

/** reports whose row keys are words to translate */
const WORD_KEYS: ReadonlySet<TReportName> = new Set([
  'delivery-types',
  'delivery-times',
  'customers',
  'channels',
]);
/** the reports drawn as a bar chart of their first column, this period beside the previous */
/** the reports with many columns take the grid's whole width */
const WIDE: ReadonlySet<TReportName> = new Set(['summary', 'delivery-times', 'speed']);
const CHARTED: ReadonlySet<TReportName> = new Set(['hours', 'payment-types', 'channels', 'delivery-types']);

function useFigures() {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = LOCALE_OF[language];
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    return {
      value(kind: TReportColumn['kind'], v: number | null | undefined, currency: string | null): string {
        if (v == null) return '—';
        if (kind === 'money') return currency ? formatMoney(v, currency, language) : whole.format(v);
        if (kind === 'percent') return `${oneDecimal.format(v)} %`;
        if (kind === 'count' || kind === 'ms') return whole.format(v);
        return oneDecimal.format(v);
      },
      change: (pct: number) => `${signed.format(pct)} %`,
    };
  }, [language]);
}

function Change({
  current,
  previous,
}: {
  current: number | null | undefined;
  previous: number | null | undefined;
}) {
  const t = useT(reportsMessages);
  const figures = useFigures();
  const pct = changeOf(current, previous);
  if (pct === null) return <span className="bo-reports__change">{t('noChange')}</span>;
  return (
    <span className="bo-reports__change" data-trend={pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat'}>
      <span className="bo-visually-hidden">{t('changeLabel')}: </span>
      {figures.change(pct)}
    </span>
  );
}

function KpiTiles({ summary, customers }: { summary: TReport; customers: TReport | null }) {
  const t = useT(reportsMessages);
  const figures = useFigures();
  const tiles: Array<{ label: Key; column: string; kind: TReportColumn['kind'] }> = [
    { label: 'kpiOrders', column: 'orders', kind: 'count' },
    { label: 'kpiRevenue', column: 'revenue', kind: 'money' },
    { label: 'kpiAverageCheck', column: 'averageCheck', kind: 'money' },
    { label: 'kpiCancelled', column: 'cancelledShare', kind: 'percent' },
    { label: 'kpiPromoDiscount', column: 'promoDiscount', kind: 'money' },
  ];
  return (
    <>
      {summary.rows.map((row) => {
        const newcomers = customers?.rows.find((r) => r.key === 'new' && r.currency === row.currency);
        return (
          <ul
            key={row.key}
            className="bo-reports__tiles"
            aria-label={`${t('report_summary')} ${row.currency ?? ''}`}
            data-testid={`report-tiles-${row.currency}`}
          >
            {tiles.map((tile) => (
              <li key={tile.column} className="bo-reports__tile" data-testid={`kpi-${tile.column}`}>
                <span className="bo-reports__tile-label">{t(tile.label)}</span>
                <strong className="bo-reports__tile-value">
                  {figures.value(tile.kind, row.current[tile.column], row.currency)}
                </strong>
                <span className="bo-reports__tile-foot">
                  <Change current={row.current[tile.column]} previous={row.previous[tile.column]} />{' '}
                  <span className="bo-reports__before">
                    {t('before', {
                      value: figures.value(tile.kind, row.previous[tile.column], row.currency),
                    })}
                  </span>
                </span>
              </li>
            ))}
            <li className="bo-reports__tile" data-testid="kpi-newCustomers">
              <span className="bo-reports__tile-label">{t('kpiNewCustomers')}</span>
              <strong className="bo-reports__tile-value">
                {figures.value('count', newcomers?.current.customers ?? 0, null)}
              </strong>
              <span className="bo-reports__tile-foot">
                <Change current={newcomers?.current.customers} previous={newcomers?.previous.customers} />{' '}
                <span className="bo-reports__before">
                  {t('before', { value: figures.value('count', newcomers?.previous.customers ?? 0, null) })}
                </span>
              </span>
            </li>
          </ul>
        );
      })}
    </>
  );
}

function ReportChart({ report, keyText }: { report: TReport; keyText: (row: TReportRow) => string }) {
  const t = useT(reportsMessages);
  const column = report.columns[0]!;
  const currencies = [...new Set(report.rows.map((r) => r.currency))];
  // one chart per currency when money is involved would repeat; the first column is a count
  const rows = report.rows.filter((r) => r.currency === currencies[0]);
  const data = rows.map((r) => ({
    name: keyText(r),
    current: r.current[column.key] ?? 0,
    previous: r.previous[column.key] ?? 0,
  }));
  return (
    <div className="bo-reports__chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={200}>
        <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="2 4" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} allowDecimals={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="previous"
            name={t('previousPeriod')}
            fill="var(--border-strong)"
            isAnimationActive={false}
          />
          <Bar dataKey="current" name={t('thisPeriod')} fill="var(--accent)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function ReportSection({
  name,
  resource,
  filters,
}: {
  name: TReportName;
  resource: Resource<TReport>;
  filters: ReportFilters;
}) {
  const t = useT(reportsMessages);
  const { language } = useLanguage();
  const explain = useStaffErrorText();
  const figures = useFigures();
  const report = resource.data;
  const title = t(`report_${name}` as Key);
  const keyText = (row: TReportRow) => {
    if (name === 'hours') return t('hour', { h: row.key });
    if (name === 'cancellations' && row.key === '') return t('noReason');
    if (name === 'dishes') return row.label ?? row.key;
    if (WORD_KEYS.has(name)) return t(`key_${row.key}` as Key);
    return row.key;
  };
  // every hour is drawn; the table lists the hours that had orders in either period
  const tableRows =
    name === 'hours'
      ? (report?.rows ?? []).filter((r) => (r.current.orders ?? 0) > 0 || (r.previous.orders ?? 0) > 0)
      : (report?.rows ?? []);
  const showCurrency = name !== 'summary' && Boolean(report?.rows.some((r) => r.currency));
  return (
    <Panel
      title={title}
      className={WIDE.has(name) ? 'bo-reports__section bo-reports__section--wide' : 'bo-reports__section'}
      actions={
        <a
          className="bo-btn bo-btn--secondary bo-btn--sm"
          href={csvHref(name, filters, language)}
          download
          aria-label={t('csvLabel', { report: title })}
          data-testid={`csv-${name}`}
        >
          {t('csv')}
        </a>
      }
    >
      <LoadStatus
        resource={resource}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={report?.rows.length === 0}
        empty={t(name === 'speed' ? 'emptySpeed' : 'empty')}
      />
      {report && report.rows.length > 0 ? (
        <>
          {CHARTED.has(name) ? <ReportChart report={report} keyText={keyText} /> : null}
          <Table
            className="bo-reports__table bo-cards-on-phone"
            aria-busy={resource.isLoading || undefined}
            data-testid={`report-${name}`}
          >
            <thead>
              <tr>
                <th scope="col">{t('col_key')}</th>
                {showCurrency ? <th scope="col">{t('col_currency')}</th> : null}
                {report.columns.map((c) => (
                  <th scope="col" key={c.key} className="bo-reports__num">
                    {t(`col_${c.key}` as Key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableRows.map((row) => (
                <tr key={`${row.key}|${row.currency}`} data-key={row.key}>
                  <th scope="row">{name === 'summary' ? row.currency : keyText(row)}</th>
                  {showCurrency ? <td data-label={t('col_currency')}>{row.currency}</td> : null}
                  {report.columns.map((c) => (
                    <td
                      key={c.key}
                      className="bo-reports__num"
                      data-column={c.key}
                      data-label={t(`col_${c.key}` as Key)}
                    >
                      <span className="bo-reports__value">
                        {figures.value(c.kind, row.current[c.key], row.currency)}
                      </span>
                      <span className="bo-reports__prev">
                        {figures.value(c.kind, row.previous[c.key], row.currency)}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      ) : null}
    </Panel>
  );
}

/**
 * Reports (issue 23 item 1, owners and brand managers): filters in the address, KPI tiles with
 * the change against the previous period, a section per report with its chart, table and CSV.
 * Each table cell shows this period's figure above the previous period's (smaller, muted).
 */
export function ReportsPage() {
  const t = useT(reportsMessages);
  const { language } = useLanguage();
  const places = usePlaces();
  const [params, setParams] = useUrlParams();
  const today = useMemo(() => localDate(new Date(), browserTimeZone()), []);
  const filters = useMemo(() => filtersFromParams(params, today), [params, today]);
  const key = JSON.stringify(filters);
  const resources = {} as Record<TReportName, Resource<TReport>>;
  for (const name of SHOWN_REPORTS)
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list: the same hooks on every render
    resources[name] = useResource(`${name}|${key}`, () => readReport(name, filters));

  const change = (changes: Partial<ReportFilters>) => {
    const next = { ...filters, ...changes };
    setParams({
      brand: next.retailNetworkId ? String(next.retailNetworkId) : null,
      city: next.businessRegionId ? String(next.businessRegionId) : null,
      outlet: next.outletId ? String(next.outletId) : null,
      channel: next.channel,
      from: next.from,
      to: next.to,
    });
  };
  const cities = places.cities.filter(
    (c) => !filters.retailNetworkId || c.retailNetworkId === filters.retailNetworkId,
  );
  const outlets = places.outlets.filter(
    (o) =>
      (!filters.retailNetworkId || o.retailNetworkId === filters.retailNetworkId) &&
      (!filters.businessRegionId || o.businessRegionId === filters.businessRegionId),
  );
  const summary = resources.summary.data;
  const hasFilters = Boolean(
    filters.retailNetworkId ||
    filters.businessRegionId ||
    filters.outletId ||
    filters.channel ||
    params.get('from'),
  );

  return (
    <div className="bo-page bo-page--wide bo-reports">
      <PageHeader title={t('title')} description={t('description')} />
      <Toolbar className="bo-reports__filters" role="search" aria-label={t('filters')}>
        <Select
          label={t('brand')}
          value={filters.retailNetworkId ?? ''}
          onChange={(e) =>
            change({
              retailNetworkId: e.target.value ? Number(e.target.value) : null,
              businessRegionId: null,
              outletId: null,
            })
          }
        >
          <option value="">{t('anyBrand')}</option>
          {places.brands.map((b) => (
            <option key={b.retailNetworkId} value={b.retailNetworkId}>
              {b.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('city')}
          value={filters.businessRegionId ?? ''}
          onChange={(e) =>
            change({ businessRegionId: e.target.value ? Number(e.target.value) : null, outletId: null })
          }
        >
          <option value="">{t('anyCity')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('outlet')}
          value={filters.outletId ?? ''}
          onChange={(e) => change({ outletId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('anyOutlet')}</option>
          {outlets.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('channel')}
          value={filters.channel ?? ''}
          onChange={(e) => change({ channel: (e.target.value || null) as ReportFilters['channel'] })}
        >
          <option value="">{t('anyChannel')}</option>
          <option value="web">{t('key_web')}</option>
          <option value="phone">{t('key_phone')}</option>
          <option value="api">{t('key_api')}</option>
        </Select>
        <TextField
          label={t('from')}
          type="date"
          value={filters.from}
          max={filters.to}
          onChange={(e) => e.target.value && change({ from: e.target.value })}
        />
        <TextField
          label={t('to')}
          type="date"
          value={filters.to}
          min={filters.from}
          onChange={(e) => e.target.value && change({ to: e.target.value })}
        />
        {hasFilters ? (
          <Button
            variant="ghost"
            onClick={() =>
              setParams({ brand: null, city: null, outlet: null, channel: null, from: null, to: null })
            }
          >
            {t('clearFilters')}
          </Button>
        ) : null}
      </Toolbar>
      {summary ? (
        <p className="bo-reports__clock" data-testid="report-clock">
          {t('clock', {
            zone: summary.timeZone,
            from: formatCalendarDate(summary.previousPeriod.from, language),
            to: formatCalendarDate(summary.previousPeriod.to, language),
          })}
        </p>
      ) : null}
      {summary && summary.rows.length > 0 ? (
        <KpiTiles summary={summary} customers={resources.customers.data} />
      ) : null}
      <div className="bo-reports__grid">
        {SHOWN_REPORTS.map((name) => (
          <ReportSection key={name} name={name} resource={resources[name]} filters={filters} />
        ))}
      </div>
    </div>
  );
}
