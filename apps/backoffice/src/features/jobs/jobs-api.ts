import type { TAdminJob, TAdminJobList } from '@food/contracts';
import { api, query } from '../../api/client';
import { jobsQuery, type JobFilters } from './jobs-rules';

export const listJobs = (filters: JobFilters) => api.get<TAdminJobList>(`/jobs${query(jobsQuery(filters))}`);
export const retryJob = (id: number) => api.post<TAdminJob>(`/jobs/${encodeURIComponent(String(id))}/retry`);
export const discardJob = (id: number) => api.del(`/jobs/${encodeURIComponent(String(id))}`);
