import type { TAdminJob } from '@food/contracts';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { Badge, Button, Notice, PageHeader, Select, Table, Toolbar, useToast, type Tone } from '../../ui';
import {
  ConfirmDialog,
  LoadStatus,
  Pager,
  adminKitMessages,
  useResource,
  useStamp,
  useUrlParams,
} from '../admin-kit';
import { discardJob, listJobs, retryJob } from './jobs-api';
import { KNOWN_KINDS, canAct, filtersFromParams, isKnownKind, rowState, type JobFilters } from './jobs-rules';
import { jobsMessages } from './messages';
import './jobs.css';

const BADGE = {
  dead: { tone: 'danger', label: 'badgeDead' },
  failing: { tone: 'warning', label: 'badgeFailing' },
  other: { tone: 'neutral', label: 'badgeWaiting' },
  RUNNING: { tone: 'info', label: 'badgeRunning' },
  DONE: { tone: 'success', label: 'badgeDone' },
} as const satisfies Record<ReturnType<typeof rowState> | 'RUNNING' | 'DONE', { tone: Tone; label: string }>;

/**
 * Jobs (issue 21 item 1, owners): the job queue's dead letters. DEAD jobs and failing ones with
 * their kind, key, tries and last error; run one again or discard it (asked once, audited).
 */
export function JobsPage() {
  const t = useT(jobsMessages);
  const kit = useT(adminKitMessages);
  const common = useErrorText();
  const toast = useToast();
  const stamp = useStamp();
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const jobs = useResource(JSON.stringify(filters), () => listJobs(filters));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<TAdminJob | null>(null);

  /** the job moved on meanwhile (done, discarded, running): say so and show the list as it is */
  const explain = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'JOB_NOT_FOUND') return t('notFound');
    if (error instanceof ApiError && error.code === 'JOB_NOT_RETRYABLE') return t('notRetryable');
    return common(error);
  };
  const isStale = (error: unknown) =>
    error instanceof ApiError && (error.code === 'JOB_NOT_FOUND' || error.code === 'JOB_NOT_RETRYABLE');

  const change = (changes: Partial<JobFilters>) => {
    const next = { ...filters, page: 1, ...changes };
    setParams({ state: next.state, kind: next.kind, page: next.page > 1 ? String(next.page) : null });
  };
  const hasFilters = Boolean(filters.state || filters.kind);
  const kindName = (kind: string) => (isKnownKind(kind) ? t(`kind_${kind}`) : kind);

  async function retry(job: TAdminJob) {
    setBusyId(job.id);
    setFailure(null);
    try {
      await retryJob(job.id);
      toast.show(t('retried', { id: job.id }));
      jobs.reload();
    } catch (err) {
      setFailure(explain(err));
      if (isStale(err)) jobs.reload();
    } finally {
      setBusyId(null);
    }
  }

  const counts = jobs.data?.counts;
  return (
    <div className="bo-page bo-page--wide bo-jobs">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button size="sm" onClick={jobs.reload} busy={jobs.isLoading && Boolean(jobs.data)}>
            {t('refresh')}
          </Button>
        }
      />
      {counts ? (
        <p className="bo-jobs__counts" aria-label={t('countsLabel')}>
          <Badge tone={counts.DEAD ? 'danger' : 'neutral'}>{t('countDead', { n: counts.DEAD })}</Badge>
          <Badge tone={counts.FAILING ? 'warning' : 'neutral'}>
            {t('countFailing', { n: counts.FAILING })}
          </Badge>
          <span>{t('countWaiting', { n: counts.PENDING - counts.FAILING })}</span>
          <span>{t('countRunning', { n: counts.RUNNING })}</span>
        </p>
      ) : null}
      <Toolbar className="bo-jobs__filters" role="search" aria-label={t('filters')}>
        <Select
          label={t('state')}
          value={filters.state ?? ''}
          onChange={(e) =>
            change({
              state: e.target.value === 'DEAD' || e.target.value === 'FAILING' ? e.target.value : null,
            })
          }
        >
          <option value="">{t('stateAny')}</option>
          <option value="DEAD">{t('stateDEAD')}</option>
          <option value="FAILING">{t('stateFAILING')}</option>
        </Select>
        <Select
          label={t('kind')}
          value={filters.kind ?? ''}
          onChange={(e) => change({ kind: e.target.value || null })}
        >
          <option value="">{t('kindAny')}</option>
          {KNOWN_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind_${k}`)}
            </option>
          ))}
          {filters.kind && !isKnownKind(filters.kind) ? (
            <option value={filters.kind}>{filters.kind}</option>
          ) : null}
        </Select>
        {hasFilters ? (
          <Button variant="ghost" onClick={() => change({ state: null, kind: null })}>
            {t('clearFilters')}
          </Button>
        ) : null}
      </Toolbar>
      {failure ? <Notice tone="danger">{failure}</Notice> : null}
      <LoadStatus
        resource={jobs}
        failedTitle={t('loadFailed')}
        explain={common}
        isEmpty={jobs.data?.data.length === 0}
        empty={hasFilters ? t('emptyFiltered') : t('empty')}
      />
      {jobs.data && jobs.data.data.length > 0 ? (
        <>
          <Table className="bo-cards-on-phone bo-jobs-table" aria-busy={jobs.isLoading || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('colJob')}</th>
                <th scope="col">{t('colState')}</th>
                <th scope="col" className="bo-num">
                  {t('colAttempts')}
                </th>
                <th scope="col">{t('colError')}</th>
                <th scope="col">{t('colNext')}</th>
                <th scope="col">{t('colChanged')}</th>
                <th scope="col" className="bo-actions-cell">
                  {t('colActions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.data.map((job) => {
                const state = job.state === 'RUNNING' || job.state === 'DONE' ? job.state : rowState(job);
                return (
                  <tr key={job.id} data-testid={`job-${job.id}`}>
                    <th scope="row">
                      <div>{kindName(job.kind)}</div>
                      <div className="bo-mono bo-muted bo-jobs__key">
                        #{job.id} · {job.key}
                      </div>
                    </th>
                    <td data-label={t('colState')}>
                      <Badge tone={BADGE[state].tone}>{t(BADGE[state].label)}</Badge>
                    </td>
                    <td className="bo-num" data-label={t('colAttempts')}>
                      {t('attempts', { attempts: job.attempts, max: job.maxAttempts })}
                    </td>
                    <td className="bo-jobs__error" data-label={t('colError')}>
                      {job.lastError ? <span title={job.lastError}>{job.lastError}</span> : kit('nothing')}
                    </td>
                    <td className="bo-nowrap" data-label={t('colNext')}>
                      {job.state === 'PENDING' ? stamp(job.runAt, kit('nothing')) : kit('nothing')}
                    </td>
                    <td className="bo-nowrap" data-label={t('colChanged')}>
                      {stamp(job.updatedAt, kit('nothing'))}
                    </td>
                    <td className="bo-actions-cell">
                      {canAct(job) ? (
                        <div className="bo-jobs__actions">
                          <Button
                            size="sm"
                            variant={job.state === 'DEAD' ? 'primary' : 'secondary'}
                            busy={busyId === job.id}
                            aria-label={t('retryLabel', { id: job.id })}
                            onClick={() => void retry(job)}
                          >
                            {t('retry')}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('discardLabel', { id: job.id })}
                            onClick={() => setDiscarding(job)}
                          >
                            {t('discard')}
                          </Button>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Pager pagination={jobs.data.pagination} onPage={(page) => change({ page })} />
        </>
      ) : null}
      {discarding ? (
        <ConfirmDialog
          title={t('discardTitle', { id: discarding.id })}
          confirmLabel={t('discard')}
          explain={explain}
          onClose={() => setDiscarding(null)}
          onConfirm={async () => {
            try {
              await discardJob(discarding.id);
            } catch (err) {
              if (isStale(err)) jobs.reload();
              throw err;
            }
            toast.show(t('discarded', { id: discarding.id }));
            setDiscarding(null);
            jobs.reload();
          }}
        >
          {t('discardBody', { kind: kindName(discarding.kind), key: discarding.key })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
