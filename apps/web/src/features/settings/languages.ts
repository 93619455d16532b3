import type { SupportedLanguage } from '@support/shared';

/** Spec 01 §3 names each supported language in its own language, the same in every interface language. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  tr: 'Türkçe',
  nl: 'Nederlands',
  it: 'Italiano',
  fr: 'Français',
};
