import { randomUUID } from 'node:crypto';
import { WEBHOOK_LOG_SIZE, type WebhookEventType } from '@support/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { insertJob, notifyWorkers } from '../jobs/store';

/** The job that sends one delivery (modules/webhooks/deliverJob.ts handles it). */
export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';

/** An event as every endpoint receives it in the JSON format. */
export type WebhookEventBody = {
  id: string;
  type: string;
  createdAt: string;
  organizationId: string;
  data: Record<string, unknown>;
};

/**
 * Writes one delivery of `event` to `endpointId` and the job that sends it, in the caller's
 * transaction: both commit or roll back with the change. The job is claimed by the next poll, or
 * at once on PostgreSQL, whose NOTIFY goes out on commit.
 */
export async function queueDelivery(
  tx: Queryable,
  input: { organizationId: string; endpointId: string; event: WebhookEventBody; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      organizationId: input.organizationId,
      endpointId: input.endpointId,
      eventId: input.event.id,
      eventType: input.event.type,
      event: input.event,
      createdAt: input.now,
    })
    .returning({ id: webhookDeliveries.id });
  await insertJob(
    tx,
    {
      type: DELIVER_WEBHOOK_JOB,
      organizationId: input.organizationId,
      payload: { deliveryId: row!.id },
      maxAttempts: 1,
    },
    input.now,
  );
  await notifyWorkers(tx);
  await forgetOldDeliveries(tx, input.organizationId, input.endpointId);
  return row!.id;
}

/** The log keeps the last 100 deliveries of an endpoint; older ones that are done are removed. */
async function forgetOldDeliveries(tx: Queryable, organizationId: string, endpointId: string) {
  const ofEndpoint = and(
    eq(webhookDeliveries.organizationId, organizationId),
    eq(webhookDeliveries.endpointId, endpointId),
  );
  const kept = tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(ofEndpoint)
    .orderBy(sql`${webhookDeliveries.createdAt} desc, ${webhookDeliveries.id} desc`)
    .limit(WEBHOOK_LOG_SIZE);
  await tx
    .delete(webhookDeliveries)
    .where(
      and(
        ofEndpoint,
        inArray(webhookDeliveries.status, ['succeeded', 'failed']),
        notInArray(webhookDeliveries.id, kept),
      ),
    );
}

/**
 * Issue 50 item 4: tells the organization's enabled endpoints that asked for `type` what happened,
 * in the transaction of the change (call it where the change is written). Costs one indexed read
 * when the organization has no endpoint.
 */
export async function emitWebhookEvent(
  tx: Queryable,
  input: {
    organizationId: string;
    type: WebhookEventType;
    /** What happened to what; a function when reading it costs a query no endpoint may need. */
    data: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
    now: Date;
  },
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, input.organizationId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([input.type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return;
  const event: WebhookEventBody = {
    id: randomUUID(),
    type: input.type,
    createdAt: input.now.toISOString(),
    organizationId: input.organizationId,
    data: typeof input.data === 'function' ? await input.data() : input.data,
  };
  for (const endpoint of endpoints) {
    await queueDelivery(tx, {
      organizationId: input.organizationId,
      endpointId: endpoint.id,
      event,
      now: input.now,
    });
  }
}
