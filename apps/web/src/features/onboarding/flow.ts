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

/** After preferences: the trial step for a just-created organization, otherwise the recorder step. */
export function stepAfterPreferences(justCreated: boolean): string {
  return justCreated ? ONBOARDING_STEPS.trialActivation : ONBOARDING_STEPS.installRecorder;
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
