import { ZOkResponse } from '../schemas/common';
import {
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
  available: defineEndpoint({
    method: 'GET',
    path: '/plan/available',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
    schemas: { response: ZAvailablePlans },
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/plan/current',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
    schemas: { response: ZCurrentPlan },
  }),
  features: defineEndpoint({
    method: 'GET',
    path: '/plan/features',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
    schemas: { response: ZPlanFeatures },
  }),
  featureCheck: defineEndpoint({
    method: 'GET',
    path: '/plan/feature/:feature/check',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
    schemas: { params: ZFeatureParams, response: ZFeatureCheck },
  }),
  /** Starts the trial, the only plan subscribed without payment. */
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/plan/subscribe',
    tag: 'plans',
    auth: true,
    errors: [...ORGANIZATION, 'ADMIN_ONLY', 'PLAN_NOT_FOUND', 'CHECKOUT_REQUIRED', 'TRIAL_ALREADY_USED'],
    schemas: { body: ZSubscribeRequest, response: ZCurrentPlan },
  }),
  usagePeriods: defineEndpoint({
    method: 'GET',
    path: '/plan/usage-periods',
    tag: 'plans',
    auth: true,
    errors: ORGANIZATION,
    schemas: { response: ZUsagePeriods },
  }),
};

/**
 * Spec 02 §7: buying and managing a paid plan, through Stripe or, without it, activated at once.
 * The Stripe webhook (POST /payment/webhook) is not here: it reads the raw body Stripe signed.
 */
export const paymentsApi = {
  /** Built-in checkout answers '/plans/checkout?success=true'; Stripe an https address of its own. */
  createCheckoutSession: defineEndpoint({
    method: 'POST',
    path: '/payment/create-checkout-session',
    tag: 'payments',
    auth: true,
    errors: [...BILLING_ADMIN, ...PLAN_CHOICE, 'SUBSCRIPTION_EXISTS', 'PAYMENT_PROVIDER_ERROR'],
    schemas: { body: ZProductRequest, response: ZRedirectResponse },
  }),
  createBillingPortalSession: defineEndpoint({
    method: 'POST',
    path: '/payment/create-billing-portal-session',
    tag: 'payments',
    auth: true,
    errors: [...BILLING_ADMIN, 'BILLING_PORTAL_UNAVAILABLE', 'NO_BILLING_ACCOUNT', 'PAYMENT_PROVIDER_ERROR'],
    schemas: { response: ZRedirectResponse },
  }),
  changeSubscription: defineEndpoint({
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
    schemas: { body: ZProductRequest, response: ZOkResponse },
  }),
  /** Plans activated without Stripe: the plan stays active until the returned end of its period. */
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/payment/cancel-subscription',
    tag: 'payments',
    auth: true,
    errors: [...BILLING_ADMIN, 'USE_BILLING_PORTAL', 'NO_PAID_SUBSCRIPTION', 'ALREADY_CANCELED'],
    schemas: { response: ZCancelSubscriptionResponse },
  }),
};
