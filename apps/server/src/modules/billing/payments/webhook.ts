import { eq } from 'drizzle-orm';
import type { ChangeRecorder } from '../../../changes/bus';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Db } from '../../../db/client';
import { processedStripeEvents } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import type { StripeClient } from './stripe';
import { STRIPE_EVENT_HANDLERS, type StripeEventInput } from './stripeEvents';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid Stripe signature';

/**
 * `POST /payment/webhook`: Stripe's events, only with a valid signature of the raw body (400
 * otherwise, nothing changes). Each event id is applied once: its record is written in the same
 * transaction as the change, so a redelivery (or two at once) finds it and does nothing; a failure
 * rolls both back and Stripe retries.
 */
export async function handleStripeWebhook(input: {
  db: Db;
  plans: PlanCatalogue;
  stripe: StripeClient;
  webhookSecret: string;
  payload: Buffer;
  signature: string | undefined;
  now: Date;
  log: { info(object: unknown, message: string): void; warn(object: unknown, message: string): void };
  changes: ChangeRecorder;
}): Promise<{ received: true }> {
  if (!input.signature) throw badRequest(INVALID_SIGNATURE_MESSAGE, 'INVALID_SIGNATURE');
  let event: StripeEventInput;
  try {
    // The signature's age is judged by the app's clock, like every other time.
    event = input.stripe.webhooks.constructEvent(
      input.payload,
      input.signature,
      input.webhookSecret,
      undefined,
      undefined,
      input.now.getTime(),
    ) as unknown as StripeEventInput;
  } catch {
    throw badRequest(INVALID_SIGNATURE_MESSAGE, 'INVALID_SIGNATURE');
  }

  const handler = STRIPE_EVENT_HANDLERS[event.type];
  await input.changes.transaction(input.db, async (tx, record) => {
    const [fresh] = await tx
      .insert(processedStripeEvents)
      .values({ eventId: event.id, type: event.type, processedAt: input.now })
      .onConflictDoNothing()
      .returning({ eventId: processedStripeEvents.eventId });
    if (!fresh) {
      input.log.info({ eventId: event.id }, 'Stripe event already processed');
      return;
    }
    if (!handler) return;
    const organizationId = await handler(tx, input.plans, event, input.now);
    if (!organizationId)
      input.log.warn({ eventId: event.id, type: event.type }, 'Stripe event matched no organization');
    else {
      await tx
        .update(processedStripeEvents)
        .set({ organizationId })
        .where(eq(processedStripeEvents.eventId, event.id));
      await record({ topic: 'plan', organizationId });
    }
  });
  return { received: true };
}
