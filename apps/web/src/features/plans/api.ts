import {
  type CancelSubscriptionResponse,
  type CurrentPlan,
  externalImagesApi,
  type FeatureCheck,
  type FeatureKey,
  type Plan,
  type PlanFeatures,
  paymentsApi,
  plansApi,
  type StorageUsage,
  type UsagePeriod,
} from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of spec 02 §7 "Plans and payment", typed by the shared contract. */

export async function fetchAvailablePlans(): Promise<Plan[]> {
  return (await call(plansApi.available)).plans;
}

export function fetchCurrentPlan(): Promise<CurrentPlan> {
  return call(plansApi.current);
}

export async function fetchFeatures(): Promise<PlanFeatures['features']> {
  return (await call(plansApi.features)).features;
}

export function fetchFeatureCheck(feature: FeatureKey): Promise<FeatureCheck> {
  return call(plansApi.featureCheck, { params: { feature } });
}

export async function fetchUsagePeriods(): Promise<UsagePeriod[]> {
  return (await call(plansApi.usagePeriods)).periods;
}

/** Bytes of external images the organization keeps, and its quota (the images feature's endpoint). */
export function fetchStorageUsage(): Promise<StorageUsage> {
  return call(externalImagesApi.storageUsage);
}

/** Starts the trial (the only plan subscribed without payment). */
export async function subscribe(planId: string): Promise<void> {
  await call(plansApi.subscribe, { body: { planId } });
}

/** Built-in checkout answers '/plans/checkout?success=true'; Stripe an https address of its own. */
export async function createCheckoutSession(productId: string): Promise<string> {
  return (await call(paymentsApi.createCheckoutSession, { body: { productId } })).redirectUrl;
}

export async function createBillingPortalSession(): Promise<string> {
  return (await call(paymentsApi.createBillingPortalSession)).redirectUrl;
}

export async function changeSubscription(productId: string): Promise<string> {
  return (await call(paymentsApi.changeSubscription, { body: { productId } })).message;
}

/** Plans activated without Stripe: the plan stays active until the returned end of its period. */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return call(paymentsApi.cancelSubscription);
}
