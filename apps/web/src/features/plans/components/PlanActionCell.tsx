import type { Plan, PlanAction } from '@support/shared';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { usePublicConfig } from '../../../lib/publicConfig';
import type { PlanPurchase } from '../usePlanPurchase';

const muted =
  'inline-flex min-h-9 items-center justify-center text-center text-xs font-medium text-stone-500';

/**
 * The action of one plan column (spec 02 §4 "Plan action per column"). The settings table and
 * the plan-choice modal word two of them differently: 'Choose plan' there, 'Choose Plan' or
 * 'Upgrade Plan' here; Manage opens the billing portal there and leads to /plans here.
 */
export function PlanActionCell({
  action,
  plan,
  purchase,
  variant,
}: {
  action: PlanAction;
  plan: Plan;
  purchase: PlanPurchase;
  variant: 'table' | 'modal';
}) {
  const { t } = useTranslation('plans');
  const config = usePublicConfig();
  const busy = purchase.pendingPlanId === plan.id;
  const anyBusy = purchase.pendingPlanId !== null;

  switch (action) {
    case 'MANAGE':
      if (variant === 'modal') {
        return (
          <Link
            to="/plans"
            className="inline-flex min-h-9 w-full items-center justify-center rounded-lg py-1.5 text-center leading-tight bg-white px-3 text-sm font-medium text-stone-800 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
          >
            {t('actions.manage')}
          </Link>
        );
      }
      return (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          loading={purchase.portalPending}
          onClick={purchase.manage}
        >
          {t('actions.manage')}
        </Button>
      );
    case 'CURRENT_PLAN':
      return (
        <span className="inline-flex min-h-9 w-full items-center justify-center rounded-lg py-1.5 text-center leading-tight bg-brand-50 px-3 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-100">
          {t('actions.currentPlan')}
        </span>
      );
    case 'ADMIN_ONLY':
      return (
        <span className={muted}>
          <Lock aria-hidden="true" className="mr-1 size-3.5" />
          {t('actions.adminOnly')}
        </span>
      );
    case 'CONTACT_SUPPORT':
      return (
        <a
          href={config.data ? `mailto:${config.data.supportEmail}` : undefined}
          className="inline-flex min-h-9 w-full items-center justify-center rounded-lg py-1.5 text-center leading-tight bg-white px-3 text-sm font-medium text-stone-800 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
        >
          {t('actions.contactSupport')}
        </a>
      );
    case 'DOWNGRADE_NOT_AVAILABLE':
      return <span className={muted}>{t('actions.downgradeNotAvailable')}</span>;
    case 'SWITCH_PLAN':
      return (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          className="h-auto min-h-8 px-2.5 py-1 leading-tight"
          disabled={anyBusy}
          onClick={() => purchase.upgrade(plan)}
        >
          {t('actions.switchPlan')}
        </Button>
      );
    case 'UPGRADE':
      return (
        <Button
          size="sm"
          fullWidth
          className="h-auto min-h-8 px-2.5 py-1 leading-tight"
          disabled={anyBusy}
          onClick={() => purchase.upgrade(plan)}
        >
          {variant === 'modal' ? t('actions.upgradePlan') : t('actions.choosePlan')}
        </Button>
      );
    default:
      return (
        <Button
          size="sm"
          fullWidth
          className="h-auto min-h-8 px-2.5 py-1 leading-tight"
          loading={busy}
          disabled={anyBusy && !busy}
          onClick={() => purchase.choose(plan)}
        >
          {variant === 'modal' ? t('actions.choosePlanTitle') : t('actions.choosePlan')}
        </Button>
      );
  }
}
