import type { CurrentPlan } from '@support/shared';

/** Pure rules of the onboarding flow (spec 01 §4 and §5). */

export const ONBOARDING_STEPS = {
  profile: '/onboarding/profile',
  organization: '/onboarding/organization',
  preferences: '/onboarding/preferences',
  trialActivation: '/onboarding/trial-activation',
  installRecorder: '/onboarding/install-recorder',
} as const;

export const ONBOARDING_STEP_COUNT = 4;

/** Set when registration or step 2 created a company; only then is the trial offered. */
const JUST_CREATED_KEY = 'onboarding-just-created-organization';

export const justCreatedOrganization = {
  isSet: (): boolean => sessionStorage.getItem(JUST_CREATED_KEY) === 'true',
  set: (): void => sessionStorage.setItem(JUST_CREATED_KEY, 'true'),
  clear: (): void => sessionStorage.removeItem(JUST_CREATED_KEY),
};

/**
 * Whether onboarding offers the trial: the organization was created in this tab (the spec's flag),
 * or the server says it has never had a subscription. The flag alone lives in one tab's
 * sessionStorage, so a company registered in one tab and onboarded in another (a mail link, a
 * restarted browser) skipped its trial and met an unclosable plan picker.
 */
export function offersTrial(
  justCreated: boolean,
  current: Pick<CurrentPlan, 'subscription' | 'hasEverHadSubscription'> | undefined,
): boolean {
  if (justCreated) return true;
  return Boolean(current && current.subscription === null && !current.hasEverHadSubscription);
}

/** After preferences: the trial step when a trial is offered, otherwise the recorder step. */
export function stepAfterPreferences(trialOffered: boolean): string {
  return trialOffered ? ONBOARDING_STEPS.trialActivation : ONBOARDING_STEPS.installRecorder;
}

/** Du/Sie is asked only when the articles are German and address the reader personally (or unset). */
export function showsGermanFormality(
  sourceLanguage: string | null | undefined,
  addressingStyle: string | null | undefined,
): boolean {
  return sourceLanguage === 'de' && (addressingStyle == null || addressingStyle === 'PERSONAL');
}

/** Website URL: empty means none; otherwise 'https://' is prefixed unless it starts with http. */
export function normalizeWebsiteUrl(input: string): string | undefined {
  const value = input.trim();
  if (!value) return undefined;
  return /^http/i.test(value) ? value : `https://${value}`;
}
