import { FEATURE_KEYS } from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { subscriptionBlocked } from '../../../app/shell/subscriptionBlocked';
import { LimitValue } from '../components/LimitValue';
import { displayPlanName } from '../planNames';
import { reloadAfterPlanStart, useCurrentPlan } from '../queries';

/** Spec 02 §4 "Checkout": success or failure comes from the query string only. */
export function checkoutSucceeded(search: URLSearchParams): boolean {
  return search.get('success') === 'true';
}

/** /plans/checkout?success=true|false: where the built-in checkout and Stripe send the browser back. */
export default function CheckoutResultPage() {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const success = checkoutSucceeded(search);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!success) return;
    // The new plan lifts the block and changes the limits, the trial banner and the Pro badge.
    subscriptionBlocked.clear();
    void reloadAfterPlanStart(queryClient);
  }, [success, queryClient]);

  const Icon = success ? CircleCheck : CircleX;
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <section className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-xs ring-1 ring-stone-200 sm:p-8">
        <span
          className={
            success
              ? 'mx-auto flex size-14 items-center justify-center rounded-full bg-green-50 text-green-600 ring-8 ring-green-50/50'
              : 'mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 ring-8 ring-red-50/50'
          }
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-stone-900">
          {success ? t('checkout.successTitle') : t('checkout.failureTitle')}
        </h1>
        <p className="mt-2 text-sm text-stone-600">
          {success ? t('checkout.successText') : t('checkout.failureText')}
        </p>
        {success && <NewPlan />}
        <Link
          to="/plans"
          className="mt-6 inline-flex h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t('checkout.goToPlans')}
        </Link>
      </section>
    </div>
  );
}

/** The plan now running and its limits, so the customer sees what they bought. */
function NewPlan() {
  const { t } = useTranslation('plans');
  const current = useCurrentPlan();
  const plan = current.data?.subscription?.isActive ? current.data.plan : null;
  if (!plan) return null;
  return (
    <div className="mt-5 rounded-xl bg-stone-50 p-4 text-left ring-1 ring-stone-200">
      <p className="text-sm font-semibold text-stone-900">
        {t('checkout.newPlan', { plan: displayPlanName(plan) })}
      </p>
      <dl className="mt-3 space-y-1.5">
        {FEATURE_KEYS.map((key) => (
          <div key={key} className="flex items-center justify-between gap-3 text-sm">
            <dt className="text-stone-600">{t(`features.${key}`)}</dt>
            <dd>
              <LimitValue value={plan.limits[key]} limitKey={key} wordy />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
