import { useTranslation } from 'react-i18next';
import { useFeatures } from '../queries';
import { TRIAL_USAGE_FEATURES } from '../rules/selectSubscription';

/** After an expired trial: what the organization used of it (used / limit, ∞ without a limit). */
export function TrialUsage() {
  const { t, i18n } = useTranslation('plans');
  const features = useFeatures();
  if (!features.data) return null;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  return (
    <div className="rounded-xl bg-amber-50/70 p-4 ring-1 ring-amber-200">
      <p className="text-sm font-semibold text-amber-900">{t('select.trialUsage')}</p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        {TRIAL_USAGE_FEATURES.map(({ feature, labelKey }) => {
          const status = features.data[feature];
          return (
            <div key={feature} className="rounded-lg bg-white px-3 py-2 ring-1 ring-amber-100">
              <dt className="text-xs text-stone-500">{t(`select.usage.${labelKey}`)}</dt>
              <dd className="text-base font-semibold text-stone-900 tabular-nums">
                {number(status?.currentUsage ?? 0)}/{status?.limit == null ? '∞' : number(status.limit)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
