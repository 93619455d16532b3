import { UI_LANGUAGES, type UiLanguage } from '@support/shared';
import clsx from 'clsx';
import { useSearchParams } from 'react-router';
import { switchLanguage, useTexts } from '../../../lib/texts';

/** en/de toggle; the choice also goes into `?l=` so a reload or a shared link keeps it. */
export function LanguageSwitcher() {
  const { t, language: active } = useTexts('auth');
  const [, setParams] = useSearchParams();

  function choose(language: UiLanguage) {
    void switchLanguage(language);
    setParams(
      (params) => {
        params.set('l', language);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <fieldset className="inline-flex rounded-full bg-white/80 p-0.5 text-xs ring-1 ring-stone-200">
      <legend className="sr-only">{t('language.label')}</legend>
      {UI_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={active === language}
          onClick={() => choose(language)}
          className={clsx(
            'rounded-full px-3 py-1 font-medium transition-colors',
            active === language ? 'bg-stone-900 text-white' : 'text-stone-600 hover:text-stone-900',
          )}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
