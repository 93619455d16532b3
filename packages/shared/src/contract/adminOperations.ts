import {
  ZAdminArticle,
  ZAdminIdParams,
  ZAdminJob,
  ZAdminJobsPage,
  ZAdminJobsQuery,
  ZAdminProviderParams,
  ZAdminProviderTestResult,
  ZAdminRegenerateResult,
  ZAdminSystem,
} from '../schemas/adminOperations';
import { defineEndpoint } from './endpoint';

/**
 * The super-admin area's operations (issue 18): the job queue across every organization, the
 * installation's health and providers, and one article of any organization. Super admins only;
 * anyone else gets the 404 of an unknown route. Every action is written to the audit log.
 */
export const adminOperationsApi = {
  /** Jobs with a summary per type; failed first unless `status` is given. */
  jobs: defineEndpoint({
    method: 'GET',
    path: '/admin/jobs',
    tag: 'admin',
    auth: true,
    errors: ['INVALID_CURSOR'],
    schemas: { query: ZAdminJobsQuery, response: ZAdminJobsPage },
  }),
  /** A failed job queued again, due now, with its attempts counted afresh (409 JOB_NOT_FAILED otherwise). */
  retryJob: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:id/retry',
    tag: 'admin',
    auth: true,
    errors: ['JOB_NOT_FAILED'],
    schemas: { params: ZAdminIdParams, response: ZAdminJob },
  }),
  /**
   * A queued job marked failed ("Cancelled by …"). A running job cannot be stopped safely (409
   * JOB_RUNNING: wait for it or retry later), nor an ended one (409 JOB_FINISHED).
   */
  cancelJob: defineEndpoint({
    method: 'POST',
    path: '/admin/jobs/:id/cancel',
    tag: 'admin',
    auth: true,
    errors: ['JOB_RUNNING', 'JOB_FINISHED'],
    schemas: { params: ZAdminIdParams, response: ZAdminJob },
  }),
  /** Version, database and storage sizes, providers and the job summary. */
  system: defineEndpoint({
    method: 'GET',
    path: '/admin/system',
    tag: 'admin',
    auth: true,
    errors: [],
    schemas: { response: ZAdminSystem },
  }),
  /**
   * Sends a real test through the provider (mail: an e-mail to the caller). A provider's error is
   * `ok: false` with its message; an unconfigured provider is 409 PROVIDER_NOT_CONFIGURED.
   */
  testProvider: defineEndpoint({
    method: 'POST',
    path: '/admin/system/test/:provider',
    tag: 'admin',
    auth: true,
    errors: ['PROVIDER_NOT_CONFIGURED'],
    schemas: { params: ZAdminProviderParams, response: ZAdminProviderTestResult },
  }),
  /** One article of any organization: its versions, jobs and stored files with their sizes. */
  article: defineEndpoint({
    method: 'GET',
    path: '/admin/articles/:id',
    tag: 'admin',
    auth: true,
    errors: ['ARTICLE_NOT_FOUND'],
    schemas: { params: ZAdminIdParams, response: ZAdminArticle },
  }),
  /**
   * The product's "generate again" for a step recording, on the super admin's behalf (the
   * organization's credits rules apply): 400 NOT_A_STEP_RECORDING, 409 ALREADY_PROCESSING,
   * NO_RECORDING or NO_CREDITS_LEFT as for its members.
   */
  regenerateArticle: defineEndpoint({
    method: 'POST',
    path: '/admin/articles/:id/regenerate',
    tag: 'admin',
    auth: true,
    status: 202,
    errors: [
      'ARTICLE_NOT_FOUND',
      'NOT_A_STEP_RECORDING',
      'ALREADY_PROCESSING',
      'NO_RECORDING',
      'NO_CREDITS_LEFT',
    ],
    schemas: { params: ZAdminIdParams, response: ZAdminRegenerateResult },
  }),
};
