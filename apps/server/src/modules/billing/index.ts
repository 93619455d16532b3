/**
 * Billing: the plan catalogue, subscriptions, usage limits and payments (built-in checkout and
 * Stripe). The rest of the server reaches billing only through this file; what lies in plans/,
 * usage/ and payments/ may change without anyone else noticing.
 */

/** The plans this instance sells, read once at start-up (config.ts); services take it as `plans`. */
export { CatalogueError, loadCatalogue, type PlanCatalogue } from '../../config/plansCatalogue';
/** The Stripe client of the app context (context.ts). */
export { createStripeClient, type StripeClient } from './payments/stripe';
/** Whether an organization's subscription is active, kept in memory until a `plan` change (readers' pages). */
export { type ActiveSubscriptions, createActiveSubscriptions } from './plans/activeSubscriptions';
/** The preHandler of product routes: 403 unless the organization's subscription is active. */
export { requireActiveSubscription } from './plans/gate';
/** The operator's support commands (`npm run admin -- …`, src/admin.ts) and the error they print. */
export { type OperatorCommand, OperatorError, operatorCommands } from './plans/operator';
/** Who may manage the plan (the organization's presented abilities). */
export { canManageBilling } from './plans/policy';
/** What one feature allows the caller's organization now (the upgrade modal's check). */
export { checkFeature } from './plans/service';
/** The plan, usage and payment calls, Stripe's webhook included (modules/index.ts). */
export { billingRoutes } from './routes';
/** The preamble of the article routes: signed in (401 first), then an active subscription. */
export { subscriberRoutes } from './subscriberRoutes';
/** Using up a limited feature, or checking a new total against the plan, in the caller's transaction. */
export { assertWithinPlanLimit, consumeFeature } from './usage/consume';
/** An organization's use of every feature the catalogue counts, against its plan (the super-admin area). */
export { limitsUsage } from './usage/limitsUsage';
