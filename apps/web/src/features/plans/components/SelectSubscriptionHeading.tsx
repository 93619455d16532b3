import type { CurrentPlan } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { displayPlanName } from '../planNames';
import { formatDate, formatPrice } from '../rules/format';
import { selectSubscriptionHeading } from '../rules/selectSubscription';

/** The modal's title text for the organization's state (spec 02 §2 "Select-subscription modal"). */
export function useSelectSubscriptionTitle(current: CurrentPlan | undefined): string {
  const { t } = useTranslation('plans');
  if (!current) return t('select.chooseTitle');
  const heading = selectSubscriptionHeading(current);
  if (heading.kind === 'current') return t('select.currentPlan', { name: heading.planName });
  if (heading.kind === 'trialExpired') return t('select.trialExpired');
  return t('select.chooseTitle');
}

/** The line under the title: plan and price, the trial's end, or why a plan must be chosen. */
export function SelectSubscriptionSubtitle({ current }: { current: CurrentPlan }) {
  const { t, i18n } = useTranslation('plans');
  const heading = selectSubscriptionHeading(current);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '');
  let text: string | null = null;
  if (heading.kind === 'current' && heading.withPrice && current.plan) {
    text = t('select.currentPlanSubtitle', {
      plan: displayPlanName(current.plan),
      price: formatPrice(current.plan.monthlyPrice, current.plan.currency, i18n.language),
    });
  } else if (heading.kind === 'current' && heading.trialEndsAt) {
    text = t('select.trialActive', { date: date(heading.trialEndsAt) });
  } else if (heading.kind === 'trialExpired') {
    text = t('select.trialExpiredText', { date: date(heading.endedOn) });
  } else if (heading.kind === 'choose') {
    text = heading.firstPlan ? t('select.chooseFirst') : t('select.chooseAgain');
  }
  return text ? <p className="text-sm text-stone-600">{text}</p> : null;
}
