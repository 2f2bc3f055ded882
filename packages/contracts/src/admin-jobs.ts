/**
 * The job queue's dead-letter view (issue 21 item 1, apps/api/src/modules/jobs): jobs that gave
 * up (DEAD) or are failing (waiting for another try after an error), for owners, with a retry
 * and a discard. Used by the /admin/v1 routes and by the back-office app.
 */
import { z } from './zod';
import { ZPagination } from './orders';

export const JOB_STATES = ['PENDING', 'RUNNING', 'DONE', 'DEAD'] as const;
/** the view's filter: DEAD, or FAILING (PENDING with an error, due again later); none is both */
export const JOB_LIST_STATES = ['DEAD', 'FAILING'] as const;

export const ZAdminJob = z.object({
  id: z.number().int(),
  /** what runs it: sign_in_sms, housekeeping ... */
  kind: z.string(),
  /** its idempotency key, unique per kind */
  key: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** when it is due next (PENDING), its lease's end (RUNNING), else the last due time */
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;

export const ZAdminJobsQuery = z.object({
  state: z.enum(JOB_LIST_STATES, { error: `state is one of ${JOB_LIST_STATES.join(', ')}` }).optional(),
  kind: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;

export const ZAdminJobList = z.object({
  data: z.array(ZAdminJob),
  pagination: ZPagination,
  /** the whole queue by state, whatever the filter */
  counts: z.object({
    PENDING: z.number().int(),
    RUNNING: z.number().int(),
    DONE: z.number().int(),
    DEAD: z.number().int(),
    FAILING: z.number().int(),
  }),
});
export type TAdminJobList = z.infer<typeof ZAdminJobList>;

export const ZAdminJobParams = z.object({
  id: z.coerce.number({ error: 'id must be a job id' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
