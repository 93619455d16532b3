import { paymentsApi, ZErrorBody } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { route } from '../../../lib/contract/route';
import { notFound } from '../../../lib/errors';
import { actorOf } from '../../../plugins/authenticate';
import { createBillingPortalSession } from './billingPortal';
import { cancelSubscription } from './cancelSubscription';
import { changeSubscription } from './changeSubscription';
import { createCheckoutSession } from './checkout';
import { handleStripeWebhook } from './webhook';

/** Payment calls stay open whatever the subscription state: they are how a blocked organization pays. */
export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  const plans = ctx.config.billing.plans;
  const stripeSettings = ctx.config.billing.stripe;
  const { stripe } = ctx;

  const signedIn: FastifyPluginAsyncZod = async (app) => {
    app.addHook('onRequest', ctx.authenticate);

    route(app, paymentsApi.createCheckoutSession, (request) =>
      createCheckoutSession({
        db,
        plans,
        stripe,
        actor: actorOf(request),
        productId: request.body.productId,
        now: clock.now(),
        baseUrl: ctx.origin.of(request),
        log: request.log,
        changes: ctx.changes,
      }),
    );

    route(app, paymentsApi.createBillingPortalSession, (request) =>
      createBillingPortalSession({
        db,
        plans,
        stripe,
        actor: actorOf(request),
        now: clock.now(),
        baseUrl: ctx.origin.of(request),
        log: request.log,
      }),
    );

    route(app, paymentsApi.changeSubscription, (request) =>
      changeSubscription({
        db,
        plans,
        stripe,
        actor: actorOf(request),
        productId: request.body.productId,
        now: clock.now(),
        log: request.log,
        changes: ctx.changes,
      }),
    );

    route(app, paymentsApi.cancelSubscription, (request) =>
      cancelSubscription({
        db,
        plans,
        stripe,
        actor: actorOf(request),
        now: clock.now(),
        changes: ctx.changes,
      }),
    );
  };

  const webhook: FastifyPluginAsyncZod = async (app) => {
    // The signature covers the exact bytes Stripe sent, so this route keeps the body unparsed.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      '/payment/webhook',
      {
        schema: {
          tags: ['payments'],
          response: { 200: z.object({ received: z.literal(true) }), 400: ZErrorBody, 404: ZErrorBody },
        },
      },
      (request) => {
        if (!stripe || !stripeSettings)
          throw notFound('Stripe is not configured on this server', 'STRIPE_NOT_CONFIGURED');
        const signature = request.headers['stripe-signature'];
        return handleStripeWebhook({
          db,
          plans,
          stripe,
          webhookSecret: stripeSettings.webhookSecret,
          payload: Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
          signature: typeof signature === 'string' ? signature : undefined,
          changes: ctx.changes,
          now: clock.now(),
          log: request.log,
        });
      },
    );
  };

  return async (app) => {
    await app.register(signedIn);
    await app.register(webhook);
  };
}
