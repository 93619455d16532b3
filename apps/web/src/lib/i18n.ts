import { resolveUiLanguage, type UiLanguage } from '@support/shared';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Texts live in one JSON file per feature and language (locales/{lng}/{feature}.json) and load
 * with the route that needs them, so the first page does not carry every catalogue.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`missing catalogue ${language}/${namespace}`), null);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

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

export function currentLanguage(): UiLanguage {
  return resolveUiLanguage(i18n.language);
}

export async function changeLanguage(language: UiLanguage): Promise<void> {
  sessionStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function initI18n(): typeof i18n {
  const language = detectLanguage();
  document.documentElement.lang = language;
  void i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en', 'de'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18n;
}

export default i18n;
