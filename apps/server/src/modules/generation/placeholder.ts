import type { SupportedLanguage } from '@support/shared';

/**
 * The title a recording has until the writer names it (when the recorder sent none), in the
 * organization's language. Generation replaces it only while the article still has one of these,
 * so a title the user typed meanwhile stays.
 */
const PLACEHOLDER_TITLES: Record<SupportedLanguage, string> = {
  en: 'New recording',
  de: 'Neue Aufzeichnung',
  tr: 'Yeni kayıt',
  nl: 'Nieuwe opname',
  it: 'Nuova registrazione',
  fr: 'Nouvel enregistrement',
};

export const ALL_PLACEHOLDER_TITLES: readonly string[] = Object.values(PLACEHOLDER_TITLES);

export function placeholderTitle(language: string): string {
  return PLACEHOLDER_TITLES[language as SupportedLanguage] ?? PLACEHOLDER_TITLES.en;
}

export const isPlaceholderTitle = (title: string) => ALL_PLACEHOLDER_TITLES.includes(title);
