import { z } from 'zod';
import { FEATURE_KEYS, ORGANIZATION_ROLES, ORGANIZATION_TYPES } from '../constants';
import { SUBSCRIPTION_STATES, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '../plans';
import { DOMAIN_VERIFICATION_STATES } from './customDomain';

/**
 * The super-admin area (issue 18): organizations, users and the audit log across every
 * organization of the installation. Dates are ISO strings.
 */

/** How many rows a page of an admin list holds unless `limit` says otherwise. */
export const ADMIN_PAGE_SIZE = 50;

/**
 * A page of an admin list. Pages follow one another by `cursor` (the previous page's
 * `nextCursor`), newest first.
 */
export const ZAdminListQuery = z.object({
  /** Part of a name, slug or e-mail (case ignored). */
  search: z.string().trim().max(200).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
});
export type AdminListQuery = z.input<typeof ZAdminListQuery>;

export const ZAdminAuditQuery = z.object({
  /** "organization", "user", "job", "article", "system", … */
  targetType: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
});
export type AdminAuditQuery = z.input<typeof ZAdminAuditQuery>;

/** The actions this area and `npm run admin` write; other parts of the area add their own. */
export const ADMIN_AUDIT_ACTIONS = [
  'organization.set_plan',
  'organization.set_billing',
  'organization.end_trial',
  'organization.extend_trial',
  'user.make_super_admin',
  'user.revoke_super_admin',
  'user.send_password_reset',
  'help_center.verify_domain',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const ZAuditEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  actor: z.object({
    /**
     * A signed-in super admin, the command line (`npm run admin`), the product itself (a
     * protection), or an organization's API key (labelled with the key's name).
     */
    kind: z.enum(['user', 'cli', 'system', 'api_key']),
    /** The e-mail the actor had at the time, or "npm run admin". */
    label: z.string(),
    /** Null for the command line, and once that user is deleted. */
    userId: z.uuid().nullable(),
  }),
  /** e.g. "organization.set_plan" (ADMIN_AUDIT_ACTIONS and the operations' own); any string may come. */
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({ items: z.array(ZAuditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof ZAuditPage>;

/**
 * One counted limit of the plan catalogue: every feature that some plan limits by a number.
 * `limit` is the organization's plan's number, 0 when its plan leaves the feature out, null when
 * unlimited or when it has no plan.
 */
export const ZAdminUsage = z.object({
  key: z.enum(FEATURE_KEYS),
  /** English name of the feature ("Monthly articles"); the web app names it by `key`. */
  name: z.string(),
  used: z.number().int(),
  limit: z.number().int().nullable(),
});
export type AdminUsage = z.infer<typeof ZAdminUsage>;

export const ZAdminOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  memberCount: z.number().int(),
  /** Null without a subscription (and when its plan is no longer in the catalogue: `subscription.planId` says which). */
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  subscription: z
    .object({
      planId: z.string(),
      subscriptionType: z.enum(SUBSCRIPTION_TYPES),
      status: z.enum(SUBSCRIPTION_STATUSES),
      /** What the product makes of it now (an expired trial is TRIAL_EXPIRED). */
      state: z.enum(SUBSCRIPTION_STATES),
      trialEndsAt: z.string().nullable(),
      endDate: z.string().nullable(),
    })
    .nullable(),
  /** paymentProvider MANUAL: self-service purchases and upgrades are off. */
  manualBilling: z.boolean(),
  usage: z.array(ZAdminUsage),
  createdAt: z.string(),
});
export type AdminOrganization = z.infer<typeof ZAdminOrganization>;

export const ZAdminOrganizationPage = z.object({
  items: z.array(ZAdminOrganization),
  nextCursor: z.string().nullable(),
});
export type AdminOrganizationPage = z.infer<typeof ZAdminOrganizationPage>;

export const ZAdminOrganizationDetail = ZAdminOrganization.extend({
  members: z.array(
    z.object({
      id: z.uuid(),
      /** First and last name, or '' when the user gave none. */
      name: z.string(),
      email: z.string(),
      role: z.enum(ORGANIZATION_ROLES),
    }),
  ),
  helpCenterCount: z.number().int(),
  /** Its help centers' custom domains and their verification state (an operator may mark one verified). */
  customDomains: z.array(
    z.object({
      helpCenterId: z.uuid(),
      helpCenterName: z.string(),
      domain: z.string(),
      status: z.enum(DOMAIN_VERIFICATION_STATES),
      failureReason: z.string().nullable(),
    }),
  ),
  /** The organization's latest audit entries, newest first (the rest: GET /admin/audit). */
  audit: z.array(ZAuditEntry),
});
export type AdminOrganizationDetail = z.infer<typeof ZAdminOrganizationDetail>;

/** Every organization action answers what was done and the organization as it is now. */
export const ZAdminOrganizationActionResponse = z.object({
  message: z.string(),
  organization: ZAdminOrganizationDetail,
});
export type AdminOrganizationActionResponse = z.infer<typeof ZAdminOrganizationActionResponse>;

export const ZAdminSetPlanRequest = z.object({ planId: z.string().trim().min(1).max(100) });
export const ZAdminSetBillingRequest = z.object({ manual: z.boolean() });
export const ADMIN_TRIAL_EXTENSION_MAX_DAYS = 365;
export const ZAdminExtendTrialRequest = z.object({
  days: z
    .number()
    .int({ message: 'Days must be a whole number' })
    .min(1, { message: 'Extend by at least 1 day' })
    .max(ADMIN_TRIAL_EXTENSION_MAX_DAYS, {
      message: `Extend by at most ${ADMIN_TRIAL_EXTENSION_MAX_DAYS} days`,
    }),
});
export type AdminExtendTrialRequest = z.infer<typeof ZAdminExtendTrialRequest>;

export const ZAdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizations: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.enum(ORGANIZATION_ROLES) })),
  /** The start of their latest session; null if they never signed in. */
  lastSignInAt: z.string().nullable(),
  superAdmin: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = z.object({ items: z.array(ZAdminUser), nextCursor: z.string().nullable() });
export type AdminUserPage = z.infer<typeof ZAdminUserPage>;

export const ZAdminSetSuperAdminRequest = z.object({ superAdmin: z.boolean() });
export const ZAdminUserActionResponse = z.object({ message: z.string(), user: ZAdminUser });
export type AdminUserActionResponse = z.infer<typeof ZAdminUserActionResponse>;
