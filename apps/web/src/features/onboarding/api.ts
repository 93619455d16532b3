import type { ZCreateOrganizationRequest, ZUpdateOrganizationSettingsRequest } from '@support/shared';
import { TRIAL_PLAN_ID, ZCreateOrganizationResponse } from '@support/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';

export type CreateOrganizationBody = z.input<typeof ZCreateOrganizationRequest>;
export type OrganizationSettingsBody = z.input<typeof ZUpdateOrganizationSettingsRequest>;

/** POST /v1/organization: a COMPANY organization with the caller as admin, made active. */
export async function createOrganization(body: CreateOrganizationBody) {
  return ZCreateOrganizationResponse.parse((await api.post('/organization', body)).data);
}

export async function updateOrganizationSettings(body: OrganizationSettingsBody): Promise<void> {
  await api.put('/organization/settings', body);
}

/** POST /v1/plan/subscribe with the trial plan: 30 days, no credit card. */
export async function startTrial(): Promise<void> {
  await api.post('/plan/subscribe', { planId: TRIAL_PLAN_ID });
}
