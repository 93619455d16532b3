import { useTranslation } from 'react-i18next';

const STEPS = ['open', 'start', 'perform', 'stop', 'review'] as const;

/** The five steps from installing a recorder to a published article. */
export function RecordGuide() {
  const { t } = useTranslation('getStarted');
  return (
    <ol className="flex flex-col">
      {STEPS.map((step, index) => (
        <li key={step} className="relative flex gap-4 pb-6 last:pb-0">
          {index < STEPS.length - 1 && (
            <span aria-hidden="true" className="absolute top-9 bottom-1 left-4 w-px bg-stone-200" />
          )}
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-100">
            {index + 1}
          </span>
          <span className="min-w-0 pt-1">
            <span className="block text-sm font-semibold text-stone-900">
              {t(`guide.steps.${step}.title`)}
            </span>
            <span className="mt-0.5 block text-sm text-stone-600">{t(`guide.steps.${step}.text`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
