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
import { paymentsApi, plansApi } from './plans';
import { schemasOf } from './schemasOf';

export const plansSchemas = schemasOf(plansApi, {
  available: { response: ZAvailablePlans },
  current: { response: ZCurrentPlan },
  features: { response: ZPlanFeatures },
  featureCheck: { params: ZFeatureParams, response: ZFeatureCheck },
  subscribe: { body: ZSubscribeRequest, response: ZCurrentPlan },
  usagePeriods: { response: ZUsagePeriods },
});

export const paymentsSchemas = schemasOf(paymentsApi, {
  createCheckoutSession: { body: ZProductRequest, response: ZRedirectResponse },
  createBillingPortalSession: { response: ZRedirectResponse },
  changeSubscription: { body: ZProductRequest, response: ZOkResponse },
  cancelSubscription: { response: ZCancelSubscriptionResponse },
});
