import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayPlanName } from '../../plans/planNames';
import { useAvailablePlans } from '../../plans/queries';
import { formatPrice } from '../../plans/rules/format';
import { proPlan } from '../../plans/rules/goPro';
import { useProfile } from '../../profile/queries';

/** The Go Pro card for unpaid plans (spec 02 "Get Started page"), with the Pro plan's price and monthly articles. */
export function GoProCard() {
  const { t, i18n } = useTranslation(['getStarted', 'plans']);
  const profile = useProfile();
  const plans = useAvailablePlans();
  if (!profile.data || profile.data.hasPaidPlan) return null;
  const plan = plans.data ? proPlan(plans.data) : null;
  const monthly = plan?.limits.ARTICLES_MONTHLY;

  return (
    <section className="relative overflow-hidden rounded-2xl bg-stone-900 p-6 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-brand-500/30 blur-3xl"
      />
      <Crown aria-hidden="true" className="relative size-6 text-brand-500" />
      <h2 className="relative mt-3 text-lg font-semibold">{t('goPro.title')}</h2>
      {plan && (
        <p className="relative mt-1 text-sm font-medium text-brand-500">
          {t('plans:goPro.price', {
            plan: displayPlanName(plan),
            price: formatPrice(plan.monthlyPrice, plan.currency, i18n.language),
          })}
        </p>
      )}
      <p className="relative mt-1.5 text-sm text-stone-300">
        {typeof monthly === 'number'
          ? t('plans:goPro.text', { value: new Intl.NumberFormat(i18n.language).format(monthly) })
          : t('goPro.text')}
      </p>
      <Link
        to="/settings/plans"
        className="relative mt-5 inline-flex h-9 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white transition-colors hover:bg-brand-700"
      >
        {t('goPro.action')}
      </Link>
    </section>
  );
}
