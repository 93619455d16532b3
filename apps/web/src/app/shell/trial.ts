import { trialDaysLeft, type UserProfile } from '@support/shared';

/**
 * The sidebar's trial banner shows only for a trial subscription with an end date; its days are
 * counted by calendar day (spec 01 §4) with the shared rule the plan screens use too.
 */
export function trialBannerDays(
  profile: Pick<UserProfile, 'subscriptionType' | 'trialEndsAt'> | undefined,
  now: Date,
): number | null {
  if (profile?.subscriptionType !== 'TRIAL' || !profile.trialEndsAt) return null;
  return trialDaysLeft(profile.trialEndsAt, now);
}

/** Spec 01 §2: 'Admin' for super admins, 'Pro' for paid users who are not super admins. */
export function profileBadge(
  profile: Pick<UserProfile, 'userType' | 'hasPaidPlan'> | undefined,
): 'admin' | 'pro' | null {
  if (!profile) return null;
  if (profile.userType === 'SUPER_ADMIN') return 'admin';
  return profile.hasPaidPlan ? 'pro' : null;
}

/** Avatar initials: first letters of first and last name, else of the e-mail. */
export function userInitials(profile: Pick<UserProfile, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`;
  return (letters || profile.email.charAt(0) || '?').toUpperCase();
}
