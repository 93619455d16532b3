import type { UiLanguage } from '@support/shared';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, initLanguage, subscribeLanguage } from './language';
import { loadCatalogue, switchLanguage } from './texts';

export { currentLanguage, detectLanguage } from './language';

/**
 * i18next and react-i18next for the app past the signed-out screens: MainRoutes, ModalRoutes and
 * the invitation lookup start it when they load. Texts live in one JSON file per feature and
 * language (locales/{lng}/{feature}.json) and load with the route that needs them, so the first
 * page does not carry every catalogue. The language itself lives in lib/language; i18next follows it.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, null),
    );
  },
};

export async function changeLanguage(language: UiLanguage): Promise<void> {
  await switchLanguage(language);
  if (started) await i18n.changeLanguage(language);
}

let started = false;

/** Starts i18next once (later calls return it as it is), in the language lib/language decided. */
export function initI18n(): typeof i18n {
  if (started) return i18n;
  started = true;
  const language = initLanguage();
  subscribeLanguage(() => {
    const next = currentLanguage();
    if (i18n.language !== next) void i18n.changeLanguage(next);
  });
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
