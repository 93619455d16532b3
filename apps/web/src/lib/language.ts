import { resolveUiLanguage, type UiLanguage } from '@support/shared';

/**
 * The interface language, without i18next: the signed-out screens translate with lib/texts and
 * load i18next only with the rest of the app (lib/i18n follows this store).
 */

const LANGUAGE_KEY = 'lang';

/** Spec 01 §1: `?l=` decides (en or de, anything else de) and is kept for the session. */
export function detectLanguage(search: string = window.location.search): UiLanguage {
  const fromQuery = new URLSearchParams(search).get('l');
  if (fromQuery !== null) {
    const language = resolveUiLanguage(fromQuery);
    sessionStorage.setItem(LANGUAGE_KEY, language);
    return language;
  }
  return resolveUiLanguage(sessionStorage.getItem(LANGUAGE_KEY));
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
  sessionStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  if (current === language) return;
  current = language;
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
