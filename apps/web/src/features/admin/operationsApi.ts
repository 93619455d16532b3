import { type AdminJobStatus, type AdminProvider, adminOperationsApi } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of the area's operations: the job queue, the system, one article. */

export type JobFilter = { status?: AdminJobStatus; type?: string };

export const fetchJobs = (filter: JobFilter, cursor?: string) =>
  call(adminOperationsApi.jobs, { query: { status: filter.status, type: filter.type, cursor } });

export const retryJob = (id: string) => call(adminOperationsApi.retryJob, { params: { id } });

export const cancelJob = (id: string) => call(adminOperationsApi.cancelJob, { params: { id } });

export const fetchSystem = () => call(adminOperationsApi.system);

export const testProvider = (provider: AdminProvider) =>
  call(adminOperationsApi.testProvider, { params: { provider } });

export const fetchAdminArticle = (id: string) => call(adminOperationsApi.article, { params: { id } });

export const regenerateArticle = (id: string) =>
  call(adminOperationsApi.regenerateArticle, { params: { id } });
