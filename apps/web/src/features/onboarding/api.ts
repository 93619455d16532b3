import { type EndpointInput, organizationsApi, plansApi, TRIAL_PLAN_ID } from '@support/shared';
import { call } from '../../lib/client';

export type CreateOrganizationBody = EndpointInput<typeof organizationsApi.create>['body'];
export type OrganizationSettingsBody = EndpointInput<typeof organizationsApi.updateSettings>['body'];

/** POST /organization: a COMPANY organization with the caller as admin, made active. */
export function createOrganization(body: CreateOrganizationBody) {
  return call(organizationsApi.create, { body });
}

export async function updateOrganizationSettings(body: OrganizationSettingsBody): Promise<void> {
  await call(organizationsApi.updateSettings, { body });
}

/** POST /plan/subscribe with the trial plan: 30 days, no credit card. */
export async function startTrial(): Promise<void> {
  await call(plansApi.subscribe, { body: { planId: TRIAL_PLAN_ID } });
}
