import {
  ZAdminAuditQuery,
  ZAdminExtendTrialRequest,
  ZAdminListQuery,
  ZAdminOrganizationActionResponse,
  ZAdminOrganizationDetail,
  ZAdminOrganizationPage,
  ZAdminSetBillingRequest,
  ZAdminSetPlanRequest,
  ZAdminSetSuperAdminRequest,
  ZAdminUserActionResponse,
  ZAdminUserPage,
  ZAuditPage,
} from '../schemas/admin';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { ZAvailablePlans } from '../schemas/plan';
import { adminApi } from './admin';
import { schemasOf } from './schemasOf';

const organizationAction = { params: ZIdParam, response: ZAdminOrganizationActionResponse };

export const adminSchemas = schemasOf(adminApi, {
  organizations: { query: ZAdminListQuery, response: ZAdminOrganizationPage },
  plans: { response: ZAvailablePlans },
  organization: { params: ZIdParam, response: ZAdminOrganizationDetail },
  setPlan: { ...organizationAction, body: ZAdminSetPlanRequest },
  setBilling: { ...organizationAction, body: ZAdminSetBillingRequest },
  endTrial: organizationAction,
  extendTrial: { ...organizationAction, body: ZAdminExtendTrialRequest },
  users: { query: ZAdminListQuery, response: ZAdminUserPage },
  setSuperAdmin: { params: ZIdParam, body: ZAdminSetSuperAdminRequest, response: ZAdminUserActionResponse },
  sendPasswordReset: { params: ZIdParam, response: ZOkResponse },
  verifyDomain: organizationAction,
  audit: { query: ZAdminAuditQuery, response: ZAuditPage },
});
