import type { UserProfile } from '@support/shared';
import { canAdministerInstance } from '../../core/policy';

export type ProfileRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: UserProfile['userType'];
  language: string | null;
  activeOrganizationId: string | null;
  activeOrganizationName: string | null;
};

/** What the billing module knows about the active organization's subscription; none until it exists. */
export type ProfilePlan = Pick<UserProfile, 'hasPaidPlan' | 'subscriptionType' | 'trialEndsAt'>;

export const NO_PLAN: ProfilePlan = { hasPaidPlan: false, subscriptionType: null, trialEndsAt: null };

export function presentProfile(row: ProfileRow, plan: ProfilePlan = NO_PLAN): UserProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userType: row.userType,
    language: row.language,
    activeOrganizationId: row.activeOrganizationId,
    activeOrganizationName: row.activeOrganizationName,
    ...plan,
    canAdministerInstance: canAdministerInstance(row),
  };
}
