/**
 * From a statement's groups to a report's rows: both periods side by side per key and currency,
 * the figures computed from others (average check, shares), the top lists cut, every hour of the
 * day present. Pure, tested in report-shape.test.ts.
 */
import type { TReportColumn, TReportName, TReportRow } from '@food/contracts';
import type { RawRow } from './reports-repo.js';

type Figures = Record<string, number | null>;

/** Each report's columns, in the order shown and written to CSV. */
export const REPORT_COLUMNS: Record<TReportName, TReportColumn[]> = {
  summary: [
    { key: 'orders', kind: 'count' },
    { key: 'revenue', kind: 'money' },
    { key: 'averageCheck', kind: 'money' },
    { key: 'deliveryOrders', kind: 'count' },
    { key: 'pickupOrders', kind: 'count' },
    { key: 'cancelled', kind: 'count' },
    { key: 'cancelledShare', kind: 'percent' },
    { key: 'promoOrders', kind: 'count' },
    { key: 'promoDiscount', kind: 'money' },
  ],
  'delivery-types': [
    { key: 'orders', kind: 'count' },
    { key: 'revenue', kind: 'money' },
    { key: 'averageCheck', kind: 'money' },
  ],
  'payment-types': [
    { key: 'orders', kind: 'count' },
    { key: 'revenue', kind: 'money' },
  ],
  channels: [
    { key: 'orders', kind: 'count' },
    { key: 'revenue', kind: 'money' },
  ],
  cancellations: [
    { key: 'orders', kind: 'count' },
    { key: 'amount', kind: 'money' },
  ],
  'promo-codes': [
    { key: 'orders', kind: 'count' },
    { key: 'discount', kind: 'money' },
    { key: 'revenue', kind: 'money' },
  ],
  dishes: [
    { key: 'quantity', kind: 'count' },
    { key: 'revenue', kind: 'money' },
  ],
  hours: [
    { key: 'orders', kind: 'count' },
    { key: 'revenue', kind: 'money' },
  ],
  'delivery-times': [
    { key: 'orders', kind: 'count' },
    { key: 'promisedMinutes', kind: 'minutes' },
    { key: 'actualMinutes', kind: 'minutes' },
    { key: 'medianActualMinutes', kind: 'minutes' },
    { key: 'lateOrders', kind: 'count' },
    { key: 'lateShare', kind: 'percent' },
  ],
  customers: [
    { key: 'customers', kind: 'count' },
    { key: 'orders', kind: 'count' },
    { key: 'revenue', kind: 'money' },
  ],
  speed: [
    { key: 'lcpP75', kind: 'ms' },
    { key: 'lcpLoads', kind: 'count' },
    { key: 'inpP75', kind: 'ms' },
    { key: 'inpLoads', kind: 'count' },
  ],
};

/** how many rows a top list keeps, by the current period's first column */
const TOP_ROWS: Partial<Record<TReportName, number>> = { dishes: 20, 'promo-codes': 50 };

const SORT_KEYS: Partial<Record<TReportName, readonly string[]>> = {
  'delivery-types': ['delivery', 'pickup'],
  customers: ['new', 'returning', 'guest'],
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const oneDecimal = (v: number) => Math.round(v * 10) / 10;
const share = (part: number | null, whole: number | null) =>
  part === null || !whole ? null : oneDecimal((part / whole) * 100);

/** figures computed from the others; minutes and milliseconds to one decimal */
function derive(report: TReportName, f: Figures): Figures {
  const out = { ...f };
  if ('revenue' in f && REPORT_COLUMNS[report].some((c) => c.key === 'averageCheck'))
    out.averageCheck = f.orders ? Math.round((f.revenue ?? 0) / f.orders) : null;
  if (report === 'summary')
    out.cancelledShare = share(f.cancelled ?? 0, (f.orders ?? 0) + (f.cancelled ?? 0));
  if (report === 'delivery-times') out.lateShare = share(f.lateOrders ?? 0, f.orders ?? 0);
  for (const c of REPORT_COLUMNS[report])
    if ((c.kind === 'minutes' || c.kind === 'ms') && typeof out[c.key] === 'number')
      out[c.key] = oneDecimal(out[c.key] as number);
  return out;
}

/** the figures of one group: speed's one metric per statement row becomes its two columns */
function figuresOf(report: TReportName, raw: RawRow): Figures {
  if (report === 'speed') {
    const prefix = String(raw.metric).toLowerCase();
    return { [`${prefix}P75`]: num(raw.p75), [`${prefix}Loads`]: num(raw.loads) };
  }
  const f: Figures = {};
  for (const c of REPORT_COLUMNS[report]) if (c.key in raw) f[c.key] = num(raw[c.key]);
  return f;
}

/** An empty figure set: every column null, counts and money 0 (nothing happened). */
function emptyFigures(report: TReportName): Figures {
  const f: Figures = {};
  for (const c of REPORT_COLUMNS[report]) f[c.key] = c.kind === 'count' || c.kind === 'money' ? 0 : null;
  return f;
}

export function shapeRows(report: TReportName, raws: RawRow[]): TReportRow[] {
  const byKey = new Map<string, { row: TReportRow; current: Figures; previous: Figures }>();
  for (const raw of raws) {
    const key = String(raw.key ?? '');
    const currency = raw.currency ?? null;
    const id = `${key}\u0000${currency ?? ''}`;
    let entry = byKey.get(id);
    if (!entry) {
      entry = {
        row: { key, label: null, currency, current: {}, previous: {} },
        current: emptyFigures(report),
        previous: emptyFigures(report),
      };
      byKey.set(id, entry);
    }
    if (raw.label && (raw.p === 'c' || !entry.row.label)) entry.row.label = raw.label;
    Object.assign(raw.p === 'c' ? entry.current : entry.previous, figuresOf(report, raw));
  }
  if (report === 'hours') {
    // every hour of the day for each currency seen, so a chart has no gaps
    const currencies = new Set([...byKey.values()].map((e) => e.row.currency));
    for (const currency of currencies)
      for (let hour = 0; hour < 24; hour++) {
        const id = `${hour}\u0000${currency ?? ''}`;
        if (!byKey.has(id))
          byKey.set(id, {
            row: { key: String(hour), label: null, currency, current: {}, previous: {} },
            current: emptyFigures(report),
            previous: emptyFigures(report),
          });
      }
  }
  let rows = [...byKey.values()].map(({ row, current, previous }) => ({
    ...row,
    current: derive(report, current),
    previous: derive(report, previous),
  }));
  const first = REPORT_COLUMNS[report][0]!.key;
  const fixed = SORT_KEYS[report];
  rows.sort((a, b) => {
    const byCurrency = (a.currency ?? '').localeCompare(b.currency ?? '');
    if (report === 'hours') return byCurrency || Number(a.key) - Number(b.key);
    if (fixed) return byCurrency || fixed.indexOf(a.key) - fixed.indexOf(b.key);
    if (report === 'speed' || report === 'summary') return byCurrency || a.key.localeCompare(b.key);
    return (
      (b.current[first] ?? 0) - (a.current[first] ?? 0) ||
      (b.previous[first] ?? 0) - (a.previous[first] ?? 0) ||
      byCurrency ||
      a.key.localeCompare(b.key)
    );
  });
  const top = TOP_ROWS[report];
  if (top !== undefined) rows = rows.filter((r) => (r.current[first] ?? 0) > 0).slice(0, top);
  return rows;
}
