import {
  type CancelSubscriptionResponse,
  type CurrentPlan,
  type FeatureCheck,
  type FeatureKey,
  type Plan,
  type PlanFeatures,
  type StorageUsage,
  type UsagePeriod,
  ZAvailablePlans,
  ZCancelSubscriptionResponse,
  ZCurrentPlan,
  ZFeatureCheck,
  ZOkResponse,
  ZPlanFeatures,
  ZRedirectResponse,
  ZStorageUsage,
  ZUsagePeriods,
} from '@support/shared';
import { api } from '../../lib/api';

/** Thin typed calls of spec 02 §7 "Plans and payment"; answers are parsed with the shared contract. */

export async function fetchAvailablePlans(): Promise<Plan[]> {
  return ZAvailablePlans.parse((await api.get('/plan/available')).data).plans;
}

export async function fetchCurrentPlan(): Promise<CurrentPlan> {
  return ZCurrentPlan.parse((await api.get('/plan/current')).data);
}

export async function fetchFeatures(): Promise<PlanFeatures['features']> {
  return ZPlanFeatures.parse((await api.get('/plan/features')).data).features;
}

export async function fetchFeatureCheck(feature: FeatureKey): Promise<FeatureCheck> {
  return ZFeatureCheck.parse((await api.get(`/plan/feature/${feature}/check`)).data);
}

export async function fetchUsagePeriods(): Promise<UsagePeriod[]> {
  return ZUsagePeriods.parse((await api.get('/plan/usage-periods')).data).periods;
}

/** Bytes of external images the organization keeps, and its quota. */
export async function fetchStorageUsage(): Promise<StorageUsage> {
  return ZStorageUsage.parse((await api.get('/storage-usage')).data);
}

/** Starts the trial (the only plan subscribed without payment). */
export async function subscribe(planId: string): Promise<void> {
  await api.post('/plan/subscribe', { planId });
}

/** Built-in checkout answers '/plans/checkout?success=true'; Stripe an https address of its own. */
export async function createCheckoutSession(productId: string): Promise<string> {
  return ZRedirectResponse.parse((await api.post('/payment/create-checkout-session', { productId })).data)
    .redirectUrl;
}

export async function createBillingPortalSession(): Promise<string> {
  return ZRedirectResponse.parse((await api.post('/payment/create-billing-portal-session')).data).redirectUrl;
}

export async function changeSubscription(productId: string): Promise<string> {
  return ZOkResponse.parse((await api.post('/payment/change-subscription', { productId })).data).message;
}

/** Plans activated without Stripe: the plan stays active until the returned end of its period. */
export async function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return ZCancelSubscriptionResponse.parse((await api.post('/payment/cancel-subscription')).data);
}
