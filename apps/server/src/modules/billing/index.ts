/**
 * Billing: the plan catalogue, subscriptions, usage limits and payments (built-in checkout and
 * Stripe). The rest of the server reaches billing only through this file; what lies in plans/,
 * usage/ and payments/ may change without anyone else noticing.
 */
import { endTrial, makeSuperAdmin, setBilling, setPlan } from './plans/operator';

export { createStripeClient, type StripeClient } from './payments/stripe';
// Start-up: the catalogue (config.ts), the Stripe client (context.ts) and the routes (modules/index.ts).
export { CatalogueError, loadCatalogue, type PlanCatalogue } from './plans/catalogue';
// What other features ask of billing: the subscription gate of their routes, what one feature allows
// (the upgrade modal's check), and using up a limited feature inside their own transaction.
export { requireActiveSubscription } from './plans/gate';
export { checkFeature } from './plans/service';
export { billingRoutes } from './routes';
export { assertWithinPlanLimit, consumeFeature } from './usage/consume';

/** The operator's support commands (`npm run admin -- …`, src/admin.ts). */
export const operatorCommands = { setPlan, setBilling, endTrial, makeSuperAdmin };
export { OperatorError } from './plans/operator';
