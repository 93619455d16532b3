import { readText, sendJson, startLoopbackServer } from '@support/shared/testing/loopbackServer';
import Stripe from 'stripe';
import type { App } from '../src/app';
import type { ManualClock } from '../src/lib/clock';

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';

export type StripeRequest = { method: string; path: string; params: Record<string, string> };

/**
 * A loopback stand-in for the parts of Stripe's API the product calls (Checkout sessions, billing
 * portal sessions, retrieving and updating a subscription). The real `stripe` client talks to it
 * through STRIPE_API_BASE; it answers like Stripe and keeps every request for assertions.
 */
export async function startStripeStandIn() {
  const requests: StripeRequest[] = [];
  let failures: { status: number; message: string } | null = null;
  let counter = 0;
  const server = await startLoopbackServer(async (req, res) => {
    const body = await readText(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
    requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    const send = (status: number, json: object) =>
      sendJson(res, status, json, { 'request-id': `req_${++counter}` });
    if (failures) {
      return send(failures.status, { error: { type: 'invalid_request_error', message: failures.message } });
    }
    const id = ++counter;
    const subscriptionMatch = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      return send(200, {
        id: `cs_test_${id}`,
        object: 'checkout.session',
        mode: params.mode,
        url: `https://checkout.stripe.test/c/pay/cs_test_${id}`,
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: `bps_${id}`,
        object: 'billing_portal.session',
        customer: params.customer,
        url: `https://billing.stripe.test/p/session/bps_${id}`,
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/prices') {
      // A read call with no side effects: what the system page's payments test asks for.
      return send(200, {
        object: 'list',
        url: '/v1/prices',
        has_more: false,
        data: [{ id: 'price_standin_monthly', object: 'price', currency: 'eur', unit_amount: 2900 }],
      });
    }
    if (subscriptionMatch) {
      return send(200, {
        id: subscriptionMatch[1],
        object: 'subscription',
        status: 'active',
        items: { object: 'list', data: [{ id: 'si_standin_item', object: 'subscription_item' }] },
      });
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  });
  return {
    apiBase: server.origin,
    requests,
    /** Requests to one path, oldest first. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** Every later call fails with a Stripe error (until `recover`). */
    fail(status = 400, message = 'Stripe is having a bad day') {
      failures = { status, message };
    },
    recover() {
      failures = null;
    },
    close: server.close,
  };
}

const signer = new Stripe('sk_test_signer_only');
let eventCounter = 0;

/** Posts a Stripe event to the product's webhook, signed like Stripe signs it (at the app's clock). */
export async function postStripeEvent(
  app: App,
  clock: ManualClock,
  event: { type: string; object: object; id?: string },
  options: { secret?: string; signature?: string } = {},
) {
  const created = Math.floor(clock.now().getTime() / 1000);
  const payload = JSON.stringify({
    id: event.id ?? `evt_test_${++eventCounter}_${Date.now()}`,
    object: 'event',
    type: event.type,
    created,
    api_version: Stripe.API_VERSION,
    data: { object: event.object },
  });
  const signature =
    options.signature ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? TEST_WEBHOOK_SECRET,
      timestamp: created,
    });
  return app.inject({
    method: 'POST',
    url: '/v1/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
