import type { Article } from '@support/shared';
import clsx from 'clsx';
import { Check, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { stageStates } from '../rules/status';

/** Spec 02 §2: "Crafting your help article..." with its three stages; the page refetches every 5 s. */
export function ProcessingPanel({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const stages = stageStates(article.activeArticleVersion?.generationStage);
  return (
    <section
      aria-live="polite"
      className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center shadow-xs ring-1 ring-stone-200"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-stone-900">{t('processing.title')}</h2>
      <p className="mt-1 max-w-md text-sm text-stone-500">{t('processing.text')}</p>
      <ol className="mt-8 flex w-full max-w-lg flex-col gap-3 text-left sm:flex-row sm:gap-2">
        {stages.map(({ stage, state }, position) => (
          <li
            key={stage}
            aria-current={state === 'current' ? 'step' : undefined}
            className={clsx(
              'flex flex-1 items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm ring-1',
              state === 'current' && 'bg-brand-50 font-medium text-orange-800 ring-orange-200',
              state === 'done' && 'bg-white text-stone-700 ring-stone-200',
              state === 'waiting' && 'bg-stone-50 text-stone-500 ring-stone-200',
            )}
          >
            <span
              className={clsx(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                state === 'done' && 'bg-green-100 text-green-700',
                state === 'current' && 'bg-brand-600 text-white',
                state === 'waiting' && 'bg-stone-200 text-stone-500',
              )}
            >
              {state === 'done' ? (
                <Check aria-hidden="true" className="size-3.5" />
              ) : state === 'current' ? (
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
              ) : (
                position + 1
              )}
            </span>
            {t(`processing.stages.${stage}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
