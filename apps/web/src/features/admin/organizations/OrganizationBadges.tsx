import type { AdminOrganization } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { formatDate } from '../format';

const STATE_TONES = {
  NONE: 'neutral',
  TRIAL: 'sky',
  TRIAL_EXPIRED: 'warning',
  ACTIVE: 'success',
  INACTIVE: 'danger',
} as const;

/** What the product makes of the organization's subscription now (an expired trial says so). */
export function SubscriptionBadge({ organization }: { organization: AdminOrganization }) {
  const { t } = useTranslation('admin');
  const state = organization.subscription?.state ?? 'NONE';
  return (
    <Badge shape="pill" tone={STATE_TONES[state]}>
      {t(`subscriptionStates.${state}`)}
    </Badge>
  );
}

/** MANUAL (an operator bills it; self-service purchases are off) or self-service. */
export function BillingBadge({ manual }: { manual: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge shape="pill" tone={manual ? 'violet' : 'neutral'}>
      {t(manual ? 'billing.manual' : 'billing.selfService')}
    </Badge>
  );
}

/** When a trial ends (or ended); nothing for an organization that is not on one. */
export function TrialEnd({ organization }: { organization: AdminOrganization }) {
  const { t, i18n } = useTranslation('admin');
  const subscription = organization.subscription;
  if (subscription?.subscriptionType !== 'TRIAL' || !subscription.trialEndsAt) return null;
  return (
    <span className="mt-1 block text-xs text-stone-500">
      {t('organizations.trialEnds', { date: formatDate(subscription.trialEndsAt, i18n.language) })}
    </span>
  );
}
