import { resolveUiLanguage } from '@support/shared';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../../lib/language';
import { switchLanguage, useTexts } from '../../../lib/texts';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LegalLinks } from './LegalLinks';

type Props = {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The shared card of the auth screens (spec 01 §2): 400 px wide, logo on top, legal links below. */
export function AuthLayout({ title, subtitle, children }: Props) {
  const { t } = useTexts('auth');
  useLanguageFromQuery();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 via-stone-50 to-stone-100 px-4 py-10">
      <main className="w-full max-w-[400px]">
        <div className="overflow-hidden rounded-2xl bg-white shadow-xl shadow-stone-900/5 ring-1 ring-stone-200">
          <div className="px-6 pt-8 pb-7 sm:px-8">
            <img src="/logo.svg" alt={t('logoAlt')} width={44} height={44} className="mx-auto size-11" />
            {title && (
              <h1 className="mt-5 text-center text-xl font-semibold tracking-tight text-stone-900">
                {title}
              </h1>
            )}
            {subtitle && <p className="mt-1.5 text-center text-sm text-stone-500">{subtitle}</p>}
            <div className={title || subtitle ? 'mt-6' : 'mt-8'}>{children}</div>
          </div>
          <LegalLinks />
        </div>
        <div className="mt-5 flex justify-center">
          <LanguageSwitcher />
        </div>
      </main>
    </div>
  );
}

/** `?l=` picks the language on arrival (lib/language); this keeps it working for in-app links too. */
function useLanguageFromQuery() {
  const [params] = useSearchParams();
  const requested = params.get('l');
  useEffect(() => {
    if (requested === null) return;
    const language = resolveUiLanguage(requested);
    if (language !== currentLanguage()) void switchLanguage(language);
  }, [requested]);
}
