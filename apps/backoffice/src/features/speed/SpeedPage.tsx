import { useMemo } from 'react';
import { LOCALE_OF, useLanguage, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Badge, Button, PageHeader, Select, Table, TextField, Toolbar, type Tone } from '../../ui';
import { LoadStatus, useResource, useUrlParams } from '../admin-kit';
import { useStaffErrorText } from '../staff/use-staff-errors';
import { speedMessages } from './messages';
import { readSpeed } from './speed-api';
import {
  SHOWN_METRICS,
  filtersFromParams,
  ratingOf,
  speedRows,
  type Rating,
  type ShownMetric,
  type SpeedFilters,
} from './speed-rules';
import './speed.css';

const TONE: Record<Rating, Tone> = { good: 'success', needsImprovement: 'warning', poor: 'danger' };
const COLUMN = { LCP: 'colLcp', INP: 'colInp', CLS: 'colCls' } as const;
const THRESHOLD = { LCP: 'thresholdLcp', INP: 'thresholdInp', CLS: 'thresholdCls' } as const;

/**
 * Speed (issue 20 item 4, owners): the storefront's real-user p75 of LCP, INP and CLS per page
 * type over a period, each marked good, needs improvement or poor by Google's thresholds.
 */
export function SpeedPage() {
  const t = useT(speedMessages);
  const explain = useStaffErrorText();
  const places = usePlaces();
  const { language } = useLanguage();
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const speed = useResource(JSON.stringify(filters), () => readSpeed(filters));
  const rows = useMemo(() => (speed.data ? speedRows(speed.data) : null), [speed.data]);

  const numbers = useMemo(
    () => ({
      ms: new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: 0 }),
      cls: new Intl.NumberFormat(LOCALE_OF[language], { minimumFractionDigits: 2, maximumFractionDigits: 3 }),
    }),
    [language],
  );
  const change = (changes: Partial<SpeedFilters>) => {
    const next = { ...filters, ...changes };
    setParams({
      brand: next.retailNetworkId ? String(next.retailNetworkId) : null,
      from: next.from,
      to: next.to,
    });
  };
  const hasFilters = Boolean(filters.retailNetworkId || filters.from || filters.to);

  const cell = (metric: ShownMetric, figure: { p75: number; count: number } | undefined) => {
    if (!figure) return <span className="bo-speed__none">{t('noData')}</span>;
    const rating = ratingOf(metric, figure.p75);
    return (
      <div className="bo-speed__cell" data-rating={rating}>
        <span className="bo-speed__value">
          {metric === 'CLS' ? numbers.cls.format(figure.p75) : numbers.ms.format(figure.p75)}
        </span>{' '}
        <Badge tone={TONE[rating]}>{t(rating)}</Badge>
        <span className="bo-speed__count">{t('count', { n: figure.count })}</span>
      </div>
    );
  };

  return (
    <div className="bo-page bo-page--wide bo-speed">
      <PageHeader title={t('title')} description={t('description')} />
      <Toolbar className="bo-speed__filters" role="search" aria-label={t('filters')}>
        <Select
          label={t('brand')}
          value={filters.retailNetworkId ?? ''}
          onChange={(e) => change({ retailNetworkId: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('anyBrand')}</option>
          {places.brands.map((b) => (
            <option key={b.retailNetworkId} value={b.retailNetworkId}>
              {b.name}
            </option>
          ))}
        </Select>
        <TextField
          label={t('from')}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          hint={t('defaultPeriod')}
          onChange={(e) => change({ from: e.target.value || null })}
        />
        <TextField
          label={t('to')}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(e) => change({ to: e.target.value || null })}
        />
        {hasFilters ? (
          <Button variant="ghost" onClick={() => change({ retailNetworkId: null, from: null, to: null })}>
            {t('clearFilters')}
          </Button>
        ) : null}
      </Toolbar>
      <LoadStatus
        resource={speed}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={rows?.length === 0}
        empty={t('empty')}
      />
      {rows && rows.length > 0 ? (
        <Table
          className="bo-speed-table bo-cards-on-phone"
          caption={t('caption')}
          aria-busy={speed.isLoading || undefined}
        >
          <thead>
            <tr>
              <th scope="col">{t('colPage')}</th>
              {SHOWN_METRICS.map((m) => (
                <th scope="col" key={m}>
                  {t(COLUMN[m])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.pageType} data-testid={`speed-row-${row.pageType}`}>
                <th scope="row">{t(`page_${row.pageType}`)}</th>
                {SHOWN_METRICS.map((m) => (
                  <td key={m} data-label={t(COLUMN[m])}>
                    {cell(m, row.metrics[m])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <section className="bo-speed__legend" aria-label={t('thresholds')}>
        <h2>{t('thresholds')}</h2>
        <ul>
          {SHOWN_METRICS.map((m) => (
            <li key={m}>{t(THRESHOLD[m])}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
