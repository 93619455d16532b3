import type { Invitation, Organization, UserProfile } from '@support/shared';

/** Sample API answers for the settings, team and organization screens' tests. */

export const ADA_ID = '1a0f6b8e-3c2d-4e5f-8a9b-0c1d2e3f4a5b';
export const MAX_ID = '2b1f7c9e-4d3e-4f6a-9b0c-1d2e3f4a5b6c';
export const ACME_ID = '3c2a8d0f-5e4f-4a7b-8c1d-2e3f4a5b6c7d';
export const LABS_ID = '4d3b9e1a-6f5a-4b8c-9d2e-3f4a5b6c7d8e';

export function sampleProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: ADA_ID,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@acme.test',
    userType: 'REGULAR',
    hasPaidPlan: false,
    subscriptionType: 'TRIAL',
    trialEndsAt: null,
    activeOrganizationName: 'Acme',
    activeOrganizationId: ACME_ID,
    language: null,
    ...overrides,
  };
}

export function sampleOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: ACME_ID,
    name: 'Acme',
    slug: 'acme',
    type: 'COMPANY',
    status: 'ACTIVE',
    websiteUrl: null,
    UserOrganizations: [
      { role: 'ADMIN', user: { id: ADA_ID, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test' } },
      { role: 'MEMBER', user: { id: MAX_ID, firstName: 'Max', lastName: 'Muster', email: 'max@acme.test' } },
    ],
    paymentProvider: null,
    tags: [],
    settings: {
      sourceLanguage: 'en',
      formality: 'INFORMAL',
      addressingStyle: 'PERSONAL',
      translationLanguages: [],
      redactionTerms: [],
      hideTypedEmails: true,
      zoomToAction: true,
      timeZone: 'UTC',
      timeZoneChosen: false,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function sampleInvitation(overrides: Partial<Invitation>): Invitation {
  return {
    id: '5e4c0f2b-7a6b-4c9d-8e3f-4a5b6c7d8e9f',
    email: 'new@acme.test',
    role: 'MEMBER',
    status: 'PENDING',
    createdAt: '2026-01-02T00:00:00.000Z',
    expiresAt: '2026-01-09T00:00:00.000Z',
    organization: { id: ACME_ID, name: 'Acme' },
    inviter: { firstName: 'Ada', lastName: 'Lovelace' },
    ...overrides,
  };
}
