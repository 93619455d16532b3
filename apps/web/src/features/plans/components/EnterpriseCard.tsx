import { Building, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown when no standard plan lifts the limit: sales can (spec 02 §2 "Upgrade modal"). */
export function EnterpriseCard({ salesEmail }: { salesEmail: string | undefined }) {
  const { t } = useTranslation('plans');
  return (
    <section className="rounded-xl bg-stone-900 p-5 text-white">
      <div className="flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
          <Building aria-hidden="true" className="size-5 text-brand-500" />
        </span>
        <h3 className="text-base font-semibold">{t('upgrade.enterprise.title')}</h3>
      </div>
      <p className="mt-3 text-sm font-medium">{t('upgrade.enterprise.question')}</p>
      <p className="mt-1 text-sm text-stone-300">
        {t('upgrade.enterprise.text', { email: salesEmail ?? '' })}
      </p>
      <p className="mt-3 flex items-center gap-2 text-sm text-stone-200">
        <Check aria-hidden="true" className="size-4 text-brand-500" strokeWidth={3} />
        {t('upgrade.enterprise.custom')}
      </p>
    </section>
  );
}
