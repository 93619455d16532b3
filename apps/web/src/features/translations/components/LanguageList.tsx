import type { SupportedLanguage } from '@support/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from '../../settings/components/LanguageFlag';
import { LANGUAGE_NAMES } from '../../settings/languages';
import type { LanguageState } from '../rules/status';
import { TranslationStatus } from './TranslationStatus';

type Props = {
  sourceLanguage: SupportedLanguage;
  states: LanguageState[];
  selected: SupportedLanguage;
  onSelect: (language: SupportedLanguage) => void;
};

const itemClass = (active: boolean) =>
  clsx(
    'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition focus-visible:outline-2 focus-visible:outline-brand-600',
    active ? 'bg-white shadow-xs ring-1 ring-stone-200' : 'hover:bg-stone-100',
  );

/** The source, then every translation language with its state; the chosen one is shown beside it. */
export function LanguageList({ sourceLanguage, states, selected, onSelect }: Props) {
  const { t } = useTranslation('translations');
  return (
    <nav aria-label={t('page.languages')}>
      <ul className="space-y-1">
        <li>
          <button
            type="button"
            aria-current={selected === sourceLanguage ? 'true' : undefined}
            onClick={() => onSelect(sourceLanguage)}
            className={itemClass(selected === sourceLanguage)}
          >
            <LanguageFlag language={sourceLanguage} className="mt-1" />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-stone-900">
                {LANGUAGE_NAMES[sourceLanguage]}
              </span>
              <span className="block text-sm text-stone-500">{t('page.source')}</span>
            </span>
          </button>
        </li>
        {states.map((state) => (
          <li key={state.language}>
            <button
              type="button"
              aria-current={selected === state.language ? 'true' : undefined}
              onClick={() => onSelect(state.language)}
              className={itemClass(selected === state.language)}
            >
              <LanguageFlag language={state.language} className="mt-1" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 text-sm font-medium text-stone-900">
                  {LANGUAGE_NAMES[state.language]}
                </span>
                <TranslationStatus status={state.status} failureReason={state.job?.failureReason} />
                {state.translation?.state === 'EDITED' && (
                  <span className="block text-xs text-stone-500">{t('state.EDITED')}</span>
                )}
                {state.stale && <span className="block text-xs text-amber-700">{t('state.STALE')}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
