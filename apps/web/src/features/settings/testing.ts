import type { Invitation, Organization, OrganizationAbilities, UserProfile } from '@support/shared';

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
    // What the server presents for the user type (core/policy.ts canAdministerInstance).
    canAdministerInstance: overrides.userType === 'SUPER_ADMIN',
    ...overrides,
  };
}

/** The abilities the server presents to an organization's ADMIN (core/policy.ts, level 'admin'). */
export const ADMIN_ABILITIES: OrganizationAbilities = {
  canUpdate: true,
  canInvite: true,
  canManageMembers: true,
  canManageBilling: true,
  canCreateHelpCenter: true,
  canManageTranslationLanguages: true,
  canAnalyzeSteps: true,
};

/** The abilities the server presents to a MEMBER: none of the organization's administration. */
export const MEMBER_ABILITIES: OrganizationAbilities = {
  canUpdate: false,
  canInvite: false,
  canManageMembers: false,
  canManageBilling: false,
  canCreateHelpCenter: false,
  canManageTranslationLanguages: false,
  canAnalyzeSteps: false,
};

/**
 * The organization as the server presents it to `userId`: the abilities of their role in it (what
 * the server's policies answer; the web itself never derives them). A test of a member's view
 * serves `organizationSeenBy(sampleOrganization(), MAX_ID)`.
 */
export function organizationSeenBy(organization: Organization, userId: string): Organization {
  const role = organization.UserOrganizations.find((member) => member.user.id === userId)?.role;
  const admin = role === 'ADMIN';
  return {
    ...organization,
    ...(admin ? ADMIN_ABILITIES : MEMBER_ABILITIES),
    canInvite: admin && organization.type === 'COMPANY',
    UserOrganizations: organization.UserOrganizations.map((member) => ({
      ...member,
      canUpdateRole: admin && member.user.id !== userId,
      canRemove: admin && member.user.id !== userId,
    })),
  };
}

const member = (role: 'ADMIN' | 'MEMBER', user: Organization['UserOrganizations'][number]['user']) => ({
  role,
  user,
  canUpdateRole: false,
  canRemove: false,
});

/** Acme as Ada, its ADMIN, sees it (see organizationSeenBy for another viewer). */
export function sampleOrganization(overrides: Partial<Organization> = {}): Organization {
  return organizationSeenBy(
    {
      id: ACME_ID,
      name: 'Acme',
      slug: 'acme',
      type: 'COMPANY',
      status: 'ACTIVE',
      websiteUrl: null,
      UserOrganizations: [
        member('ADMIN', { id: ADA_ID, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test' }),
        member('MEMBER', { id: MAX_ID, firstName: 'Max', lastName: 'Muster', email: 'max@acme.test' }),
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
      ...MEMBER_ABILITIES,
      ...overrides,
    },
    ADA_ID,
  );
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
