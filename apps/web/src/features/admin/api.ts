import { adminApi } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of the super-admin area (issue 18): organizations, users, the audit log. */

export const fetchOrganizations = (search: string, cursor?: string) =>
  call(adminApi.organizations, { query: { search: search || undefined, cursor } });

/** Every plan of the catalogue, the trial included (what an organization can be put on). */
export const fetchAllPlans = async () => (await call(adminApi.plans)).plans;

export const fetchOrganization = (id: string) => call(adminApi.organization, { params: { id } });

export const setPlan = (id: string, planId: string) =>
  call(adminApi.setPlan, { params: { id }, body: { planId } });

export const setBilling = (id: string, manual: boolean) =>
  call(adminApi.setBilling, { params: { id }, body: { manual } });

export const endTrial = (id: string) => call(adminApi.endTrial, { params: { id } });

export const extendTrial = (id: string, days: number) =>
  call(adminApi.extendTrial, { params: { id }, body: { days } });

/** Marks a help center's custom domain verified without its DNS record (audited). */
export const verifyDomain = (helpCenterId: string) =>
  call(adminApi.verifyDomain, { params: { id: helpCenterId } });

export const fetchUsers = (search: string, cursor?: string) =>
  call(adminApi.users, { query: { search: search || undefined, cursor } });

export const setSuperAdmin = (id: string, superAdmin: boolean) =>
  call(adminApi.setSuperAdmin, { params: { id }, body: { superAdmin } });

export const sendPasswordReset = (id: string) => call(adminApi.sendPasswordReset, { params: { id } });

export const fetchAudit = (cursor?: string) => call(adminApi.audit, { query: { cursor } });
