/**
 * The Jobs page's rules (issue 21 item 1), pure and tested: the filters as the address keeps
 * them, the request they make, which kinds have a name of their own, and what a row offers.
 */
import { JOB_LIST_STATES, type TAdminJob, type TAdminJobsQuery } from '@food/contracts';

type JobListState = (typeof JOB_LIST_STATES)[number];

export interface JobFilters {
  /** null: DEAD and failing together */
  state: JobListState | null;
  kind: string | null;
  page: number;
}

/** The kinds the API runs today; any other is shown as the API names it. */
export const KNOWN_KINDS = [
  'sign_in_sms',
  'receipt_email',
  'status_email',
  'status_sms',
  'subscription_confirmation',
  'staff_alert',
  'housekeeping',
] as const;
export type KnownKind = (typeof KNOWN_KINDS)[number];
export const isKnownKind = (kind: string): kind is KnownKind =>
  (KNOWN_KINDS as readonly string[]).includes(kind);

const isListState = (v: string | null): v is JobListState =>
  v !== null && (JOB_LIST_STATES as readonly string[]).includes(v);

/** What the address says; anything it should not is read as no filter (an old or edited link). */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const state = params.get('state');
  const kind = params.get('kind')?.trim() || null;
  const page = Number(params.get('page'));
  return {
    state: isListState(state) ? state : null,
    kind: kind && kind.length <= 100 ? kind : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const PAGE_SIZE = 20;

export function jobsQuery(filters: JobFilters): Partial<TAdminJobsQuery> {
  return {
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    page: filters.page,
    size: PAGE_SIZE,
  };
}

/** A job the worker holds or has done is not the reader's to touch (the API says 409 too). */
export const canAct = (job: Pick<TAdminJob, 'state'>) => job.state === 'DEAD' || job.state === 'PENDING';

/** DEAD, or failing: waiting for another try after an error. */
export const rowState = (job: Pick<TAdminJob, 'state' | 'lastError'>): 'dead' | 'failing' | 'other' =>
  job.state === 'DEAD' ? 'dead' : job.state === 'PENDING' && job.lastError !== null ? 'failing' : 'other';
