import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../profile/queries';

/**
 * The Go Pro card for unpaid plans (spec 02 "Get Started page"). The plans work may replace
 * the body with plan details; the rule of when it shows stays here.
 */
export function GoProCard() {
  const { t } = useTranslation('getStarted');
  const profile = useProfile();
  if (!profile.data || profile.data.hasPaidPlan) return null;
  return (
    <section className="relative overflow-hidden rounded-2xl bg-stone-900 p-6 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-brand-500/30 blur-3xl"
      />
      <Crown aria-hidden="true" className="relative size-6 text-brand-500" />
      <h2 className="relative mt-3 text-lg font-semibold">{t('goPro.title')}</h2>
      <p className="relative mt-1.5 text-sm text-stone-300">{t('goPro.text')}</p>
      <Link
        to="/settings/plans"
        className="relative mt-5 inline-flex h-9 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white transition-colors hover:bg-brand-500"
      >
        {t('goPro.action')}
      </Link>
    </section>
  );
}
