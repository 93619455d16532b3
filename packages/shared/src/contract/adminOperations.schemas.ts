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
import { adminOperationsApi } from './adminOperations';
import { schemasOf } from './schemasOf';

export const adminOperationsSchemas = schemasOf(adminOperationsApi, {
  jobs: { query: ZAdminJobsQuery, response: ZAdminJobsPage },
  retryJob: { params: ZAdminIdParams, response: ZAdminJob },
  cancelJob: { params: ZAdminIdParams, response: ZAdminJob },
  system: { response: ZAdminSystem },
  testProvider: { params: ZAdminProviderParams, response: ZAdminProviderTestResult },
  article: { params: ZAdminIdParams, response: ZAdminArticle },
  regenerateArticle: { params: ZAdminIdParams, response: ZAdminRegenerateResult },
});
