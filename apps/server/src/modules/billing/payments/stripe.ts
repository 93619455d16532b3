import type { Plan } from '@support/shared';
import type Stripe from 'stripe';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/errors';

export type StripeClient = Stripe;

/**
 * The Stripe client when STRIPE_SECRET_KEY is set; STRIPE_API_BASE points it elsewhere (tests: a
 * loopback stand-in). The library is loaded only then: it takes about 70 ms and 6 MB of heap.
 */
export async function createStripeClient(settings: Config['billing']['stripe']): Promise<Stripe | null> {
  if (!settings) return null;
  const { default: Stripe } = await import('stripe');
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    telemetry: false,
    timeout: 20_000,
    maxNetworkRetries: 1,
    ...(base
      ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol }
      : {}),
  });
}

/** Currencies Stripe counts in whole units rather than cents. */
const ZERO_DECIMAL = new Set(['jpy']);

/**
 * The monthly price of a plan as inline price data on its Stripe product: the catalogue stays the one
 * place prices are written, and prices exclude VAT (spec 02 §9).
 */
export function monthlyPriceData(plan: Plan & { stripeProductId: string }) {
  const factor = ZERO_DECIMAL.has(plan.currency) ? 1 : 100;
  return {
    currency: plan.currency,
    product: plan.stripeProductId,
    unit_amount: Math.round(plan.monthlyPrice * factor),
    tax_behavior: 'exclusive' as const,
    recurring: { interval: 'month' as const },
  };
}

/** Any failure talking to Stripe becomes a 502 with a message the web app can show; the details go to the log. */
export async function callStripe<T>(
  stripe: Stripe,
  log: { error(object: unknown, message: string): void },
  message: string,
  call: (stripe: Stripe) => Promise<T>,
): Promise<T> {
  try {
    return await call(stripe);
  } catch (error) {
    if (!(error instanceof stripe.errors.StripeError)) throw error;
    log.error({ err: error }, 'Stripe call failed');
    throw new AppError('PAYMENT_PROVIDER_ERROR', message);
  }
}
