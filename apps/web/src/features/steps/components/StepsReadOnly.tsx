import type { Step } from '@support/shared';
import { ImageOff, LoaderCircle, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** While the recording is processed: the steps so far, read-only, under the processing note. */
export function StepsReadOnly({ steps, processing }: { steps: Step[]; processing: boolean }) {
  const { t } = useTranslation('steps');
  return (
    <div className="mt-5 space-y-4">
      {processing && (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-orange-800 ring-1 ring-brand-100">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('processing')}
        </p>
      )}
      {steps.length === 0 ? (
        <p className="rounded-xl bg-white px-6 py-12 text-center text-sm text-stone-500 ring-1 ring-stone-200">
          {t('empty')}
        </p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {steps.map((step, position) => {
            const image = step.imageProcessed ?? step.imageRaw;
            const caption = step.summary ?? step.elementLabel ?? step.pageTitle;
            const label = t('stepN', { number: position + 1 });
            return (
              <li
                key={step.id}
                className="overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-stone-200"
              >
                {image ? (
                  <img
                    src={image}
                    alt={label}
                    loading="lazy"
                    className="aspect-video w-full bg-stone-100 object-cover object-top"
                  />
                ) : (
                  <span className="flex aspect-video items-center justify-center bg-stone-100 text-stone-500">
                    <ImageOff aria-hidden="true" className="size-6" />
                  </span>
                )}
                <div className="flex items-start gap-3 px-4 py-3">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                    {position + 1}
                  </span>
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-stone-900">{caption || label}</p>
                    {step.action && (
                      <p className="mt-0.5 flex items-center gap-1 text-xs text-stone-500">
                        <MousePointerClick aria-hidden="true" className="size-3.5" />
                        {step.action}
                        {step.pageUrl && <span className="truncate"> · {step.pageUrl}</span>}
                      </p>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
