import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './constants';

/** Spec 01 §1: `l` is en or de; the default is de and any other value falls back to de. */
export function resolveUiLanguage(value: string | null | undefined): UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as UiLanguage)
    : DEFAULT_UI_LANGUAGE;
}

/** Organization initials on invitation cards: the first two letters, uppercase. */
export function organizationInitials(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

/** Spec 01 §5: the first word of the full name becomes firstName, the rest lastName. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
