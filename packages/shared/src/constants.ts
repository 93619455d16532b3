/** Constants of the specification that both the server and the web app need. */

export const SUPPORTED_LANGUAGES = ['en', 'de', 'tr', 'nl', 'it', 'fr'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Languages of the interface itself; `?l=` picks one, anything else falls back to the default. */
export const UI_LANGUAGES = ['en', 'de'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'de';

/**
 * A help center's languages: spec 02's four, and tr-TR and fr-FR, the locales of the other two
 * article languages, so a team writing in any of them can publish in it (issue 51, item 7).
 */
export const HELP_CENTER_LANGUAGES = ['en-US', 'de-DE', 'nl-NL', 'it-IT', 'tr-TR', 'fr-FR'] as const;

/**
 * The locale of each article language in a help center's addresses (`/docs/{slug}/de-DE/…`): the
 * help center's own four, and one for each other language articles can be translated into.
 */
export const LANGUAGE_LOCALES: Record<SupportedLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  nl: 'nl-NL',
  it: 'it-IT',
  tr: 'tr-TR',
  fr: 'fr-FR',
};
/** The article language of a locale (`de-DE` → `de`). */
export const localeLanguage = (locale: string): string => locale.slice(0, 2).toLowerCase();

/** Spec 01 §5: 8 at registration and reset, 6 at change-password. */
export const PASSWORD_MIN_LENGTH = 8;
export const CHANGE_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;

export const ORGANIZATION_TYPES = ['PERSONAL', 'COMPANY'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ORGANIZATION_ROLES = ['ADMIN', 'MEMBER'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const USER_TYPES = ['SUPER_ADMIN', 'REGULAR'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const FORMALITIES = ['FORMAL', 'INFORMAL'] as const;
export const ADDRESSING_STYLES = ['PERSONAL', 'IMPERSONAL'] as const;

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'REVOKED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['STRIPE', 'BUILT_IN', 'MANUAL'] as const;

/** 403 codes that make the web app open the subscription-blocked flow (spec 01 §8). */
export const SUBSCRIPTION_ERROR_CODES = [
  'NO_SUBSCRIPTION',
  'SUBSCRIPTION_NOT_ACTIVE',
  'TRIAL_EXPIRED',
] as const;
export type SubscriptionErrorCode = (typeof SUBSCRIPTION_ERROR_CODES)[number];

export const FEATURE_KEYS = [
  'ARTICLES_TOTAL',
  'ARTICLES_MONTHLY',
  'HELPCENTERS_TOTAL',
  'TEAM_MEMBERS',
  'AI_EDITING',
  'DOWNLOADABLE_ARTICLES',
  'AUTO_TRANSLATION_LANGUAGES',
  'GLOSSARY',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const TRIAL_PLAN_ID = 'extended-trial';
export const TRIAL_DURATION_DAYS = 30;

/** Lifetimes of the one-time tokens the server mails out. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Views counted per client address a minute, per shared article or help center (issue 43): beyond
 * it pages are served but not counted, and the analytics say their figures leave that traffic out.
 */
export const COUNTED_VIEWS_PER_MINUTE = 60;
