import type { ZOkResponse } from '../schemas/common';
import type {
  ZAvailablePlans,
  ZCancelSubscriptionResponse,
  ZCurrentPlan,
  ZFeatureCheck,
  ZFeatureParams,
  ZPlanFeatures,
  ZProductRequest,
  ZRedirectResponse,
  ZSubscribeRequest,
  ZUsagePeriods,
} from '../schemas/plan';
import { defineEndpoint } from './endpoint';

/** Every plan and payment call is scoped to the caller's active organization. */
const ORGANIZATION = ['NO_ACTIVE_ORGANIZATION'] as const;
/** Buying or changing a plan: the organization's ADMIN only, never under manual billing. */
const BILLING_ADMIN = [...ORGANIZATION, 'ADMIN_ONLY', 'MANUAL_BILLING'] as const;
/** A paid plan chosen by its product id: purchasable, and while a plan runs a higher one. */
const PLAN_CHOICE = ['PLAN_NOT_PURCHASABLE', 'ALREADY_ON_PLAN', 'DOWNGRADE_NOT_AVAILABLE'] as const;

/**
 * Spec 02 §7: the plans, features and usage of the active organization. They stay open whatever
 * the subscription state: they are how a blocked organization gets going again.
 */
export const plansApi = {
  available: defineEndpoint<{ response: typeof ZAvailablePlans }>()({
    method: 'GET',
    path: '/plan/available',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
  }),
  current: defineEndpoint<{ response: typeof ZCurrentPlan }>()({
    method: 'GET',
    path: '/plan/current',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
  }),
  features: defineEndpoint<{ response: typeof ZPlanFeatures }>()({
    method: 'GET',
    path: '/plan/features',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
  }),
  featureCheck: defineEndpoint<{ params: typeof ZFeatureParams; response: typeof ZFeatureCheck }>()({
    method: 'GET',
    path: '/plan/feature/:feature/check',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
  }),
  /** Starts the trial, the only plan subscribed without payment. */
  subscribe: defineEndpoint<{ body: typeof ZSubscribeRequest; response: typeof ZCurrentPlan }>()({
    method: 'POST',
    path: '/plan/subscribe',
    tag: 'plans',
    auth: true,
    errors: [...ORGANIZATION, 'ADMIN_ONLY', 'PLAN_NOT_FOUND', 'CHECKOUT_REQUIRED', 'TRIAL_ALREADY_USED'],
  }),
  usagePeriods: defineEndpoint<{ response: typeof ZUsagePeriods }>()({
    method: 'GET',
    path: '/plan/usage-periods',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
  }),
};

/**
 * Spec 02 §7: buying and managing a paid plan, through Stripe or, without it, activated at once.
 * The Stripe webhook (POST /payment/webhook) is not here: it reads the raw body Stripe signed.
 */
export const paymentsApi = {
  /** Built-in checkout answers '/plans/checkout?success=true'; Stripe an https address of its own. */
  createCheckoutSession: defineEndpoint<{
    body: typeof ZProductRequest;
    response: typeof ZRedirectResponse;
  }>()({
    method: 'POST',
    path: '/payment/create-checkout-session',
    tag: 'payments',
    auth: true,
    errors: [...BILLING_ADMIN, ...PLAN_CHOICE, 'SUBSCRIPTION_EXISTS', 'PAYMENT_PROVIDER_ERROR'],
  }),
  createBillingPortalSession: defineEndpoint<{ response: typeof ZRedirectResponse }>()({
    method: 'POST',
    path: '/payment/create-billing-portal-session',
    tag: 'payments',
    auth: true,
    errors: [...BILLING_ADMIN, 'BILLING_PORTAL_UNAVAILABLE', 'NO_BILLING_ACCOUNT', 'PAYMENT_PROVIDER_ERROR'],
  }),
  changeSubscription: defineEndpoint<{ body: typeof ZProductRequest; response: typeof ZOkResponse }>()({
    method: 'POST',
    path: '/payment/change-subscription',
    tag: 'payments',
    auth: true,
    errors: [
      ...BILLING_ADMIN,
      ...PLAN_CHOICE,
      'NO_PAID_SUBSCRIPTION',
      'NOT_STRIPE_MANAGED',
      'STRIPE_SUBSCRIPTION_EMPTY',
      'PAYMENT_PROVIDER_ERROR',
    ],
  }),
  /** Plans activated without Stripe: the plan stays active until the returned end of its period. */
  cancelSubscription: defineEndpoint<{ response: typeof ZCancelSubscriptionResponse }>()({
    method: 'POST',
    path: '/payment/cancel-subscription',
    tag: 'payments',
    auth: true,
    errors: [...BILLING_ADMIN, 'USE_BILLING_PORTAL', 'NO_PAID_SUBSCRIPTION', 'ALREADY_CANCELED'],
  }),
};
