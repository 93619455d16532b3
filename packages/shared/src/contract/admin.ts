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
import { defineEndpoint } from './endpoint';

/** A cursor this list did not give out. */
const PAGED = ['INVALID_CURSOR'] as const;

/**
 * The super-admin area (issue 18): every organization and user of the installation, and the audit
 * log of what operators did. Only for super admins: anyone else gets the 404 of an unknown route.
 * The organization actions are the ones of `npm run admin` and write the same audit entries.
 */
export const adminApi = {
  /** Newest first; `search` matches the name, the slug or a member's e-mail. */
  organizations: defineEndpoint({
    method: 'GET',
    path: '/admin/organizations',
    tag: 'admin',
    auth: true,
    errors: PAGED,
    schemas: { query: ZAdminListQuery, response: ZAdminOrganizationPage },
  }),
  organization: defineEndpoint({
    method: 'GET',
    path: '/admin/organizations/:id',
    tag: 'admin',
    auth: true,
    errors: [],
    schemas: { params: ZIdParam, response: ZAdminOrganizationDetail },
  }),
  /**
   * Every plan of the catalogue, the trial included, cheapest first: what "Set plan" offers (an
   * organization's own `/plan/available` leaves out the trial once it had a subscription).
   */
  plans: defineEndpoint({
    method: 'GET',
    path: '/admin/plans',
    tag: 'admin',
    auth: true,
    errors: [],
    schemas: { response: ZAvailablePlans },
  }),
  /** A paid plan active from now for a month, or a fresh trial for the trial plan (400 UNKNOWN_PLAN). */
  setPlan: defineEndpoint({
    method: 'PUT',
    path: '/admin/organizations/:id/plan',
    tag: 'admin',
    auth: true,
    errors: ['UNKNOWN_PLAN'],
    schemas: { params: ZIdParam, response: ZAdminOrganizationActionResponse, body: ZAdminSetPlanRequest },
  }),
  /** Manual billing turns self-service purchases and upgrades off. */
  setBilling: defineEndpoint({
    method: 'PUT',
    path: '/admin/organizations/:id/billing',
    tag: 'admin',
    auth: true,
    errors: [],
    schemas: { params: ZIdParam, response: ZAdminOrganizationActionResponse, body: ZAdminSetBillingRequest },
  }),
  /** The trial ends now (409 NOT_ON_TRIAL for an organization without one). */
  endTrial: defineEndpoint({
    method: 'POST',
    path: '/admin/organizations/:id/trial/end',
    tag: 'admin',
    auth: true,
    errors: ['NOT_ON_TRIAL'],
    schemas: { params: ZIdParam, response: ZAdminOrganizationActionResponse },
  }),
  /**
   * The trial runs `days` longer: from its end while it runs, from now once it has expired
   * (409 NOT_ON_TRIAL for an organization without one).
   */
  extendTrial: defineEndpoint({
    method: 'POST',
    path: '/admin/organizations/:id/trial/extend',
    tag: 'admin',
    auth: true,
    errors: ['NOT_ON_TRIAL'],
    schemas: { params: ZIdParam, response: ZAdminOrganizationActionResponse, body: ZAdminExtendTrialRequest },
  }),
  /** Newest first; `search` matches the e-mail or the name. */
  users: defineEndpoint({
    method: 'GET',
    path: '/admin/users',
    tag: 'admin',
    auth: true,
    errors: PAGED,
    schemas: { query: ZAdminListQuery, response: ZAdminUserPage },
  }),
  /** Grants or revokes super admin; the last super admin is never revoked (409 LAST_SUPER_ADMIN). */
  setSuperAdmin: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/super-admin',
    tag: 'admin',
    auth: true,
    errors: ['LAST_SUPER_ADMIN'],
    schemas: { params: ZIdParam, body: ZAdminSetSuperAdminRequest, response: ZAdminUserActionResponse },
  }),
  /** Sends the product's usual password-reset e-mail to the user. */
  sendPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:id/password-reset',
    tag: 'admin',
    auth: true,
    errors: [],
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
  /**
   * Marks a help center's custom domain verified without its DNS record (an operator who checked
   * it another way); audited. The daily DNS re-check leaves such a domain alone.
   */
  verifyDomain: defineEndpoint({
    method: 'POST',
    path: '/admin/help-centers/:id/domain-verification/verify',
    tag: 'admin',
    auth: true,
    errors: ['HELP_CENTER_NOT_FOUND', 'NO_CUSTOM_DOMAIN'],
    schemas: { params: ZIdParam, response: ZAdminOrganizationActionResponse },
  }),
  /** Newest first, optionally of one target type or one target. */
  audit: defineEndpoint({
    method: 'GET',
    path: '/admin/audit',
    tag: 'admin',
    auth: true,
    errors: PAGED,
    schemas: { query: ZAdminAuditQuery, response: ZAuditPage },
  }),
};
