import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_STEP_COUNT } from '../flow';

/** 'Step N of 4' with one bar per step; done and current bars are filled. */
export function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation('onboarding');
  const label = t('progress.step', { current: step, total: ONBOARDING_STEP_COUNT });
  return (
    <div className="flex flex-col items-end gap-1.5">
      <span className="text-xs font-medium text-stone-500">{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEP_COUNT}
        aria-valuenow={step}
        className="flex gap-1"
      >
        {Array.from({ length: ONBOARDING_STEP_COUNT }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the bars are positions, not items
            key={index}
            className={clsx(
              'h-1.5 w-7 rounded-full transition-colors',
              index < step ? 'bg-brand-500' : 'bg-stone-200',
            )}
          />
        ))}
      </div>
    </div>
  );
}
