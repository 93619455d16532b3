import { resolveUiLanguage, type UiLanguage } from '@support/shared';

/**
 * The interface language, without i18next: the signed-out screens translate with lib/texts and
 * load i18next only with the rest of the app (lib/i18n follows this store).
 */

const LANGUAGE_KEY = 'lang';

/**
 * Spec 01 §1: `?l=` decides (en or de, anything else de) and is kept for the session. A language
 * chosen once is remembered for new tabs too (localStorage); before anyone chose, the browser's
 * preferred languages decide, and German stays the fallback the spec names.
 */
export function detectLanguage(
  search: string = window.location.search,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): UiLanguage {
  const fromQuery = new URLSearchParams(search).get('l');
  if (fromQuery !== null) {
    const language = resolveUiLanguage(fromQuery);
    remember(language);
    return language;
  }
  const chosen = sessionStorage.getItem(LANGUAGE_KEY) ?? readRemembered();
  if (chosen !== null) return resolveUiLanguage(chosen);
  return resolveUiLanguage(browserLanguage(browserLanguages));
}

/** The first of the browser's languages the interface speaks ('en-GB' is en), if any. */
export function browserLanguage(languages: readonly string[]): UiLanguage | null {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (primary === 'en' || primary === 'de') return primary;
  }
  return null;
}

function remember(language: UiLanguage): void {
  sessionStorage.setItem(LANGUAGE_KEY, language);
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be full or disabled; the session still keeps the choice.
  }
}

function readRemembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

let current: UiLanguage | null = null;
const listeners = new Set<() => void>();

/** Decides the language from the address and the session (at start, and when i18next starts). */
export function initLanguage(): UiLanguage {
  const language = detectLanguage();
  document.documentElement.lang = language;
  const changed = current !== null && current !== language;
  current = language;
  if (changed) for (const listener of listeners) listener();
  return language;
}

export function currentLanguage(): UiLanguage {
  return current ?? initLanguage();
}

/** Keeps the choice for the session and tells every screen (and i18next, once it runs). */
export function setLanguage(language: UiLanguage): void {
  remember(language);
  document.documentElement.lang = language;
  if (current === language) return;
  current = language;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
