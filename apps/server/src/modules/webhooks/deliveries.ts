import { randomUUID } from 'node:crypto';
import { WEBHOOK_LOG_SIZE, WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@support/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { queueDelivery, type WebhookEventBody } from '../../webhooks/outbox';
import { deliveryNotFound, deliveryOf, endpointOf, webhookNotFound, webhooksOrganizationOf } from './policy';
import { presentDelivery } from './presenter';

type Deps = { db: Db; actor: Actor; id: string };

async function endpointIn(db: Db, organizationId: string, id: string) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(endpointOf(organizationId, id));
  if (!endpoint) throw webhookNotFound();
  return endpoint;
}

async function deliveryIn(db: Db, organizationId: string, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row || row.organizationId !== organizationId) throw deliveryNotFound();
  return presentDelivery(row);
}

/** `GET /webhooks/{id}/deliveries`: the endpoint's last 100 deliveries, newest first. */
export async function listDeliveries(input: Deps): Promise<WebhookDelivery[]> {
  const organizationId = webhooksOrganizationOf(input.actor);
  await endpointIn(input.db, organizationId, input.id);
  const rows = await input.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.endpointId, input.id)),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  return rows.map(presentDelivery);
}

/** `POST /webhooks/{id}/test`: a `webhook.test` event to this endpoint alone. */
export async function sendTestEvent(input: Deps & { now: Date }): Promise<WebhookDelivery> {
  const organizationId = webhooksOrganizationOf(input.actor);
  await endpointIn(input.db, organizationId, input.id);
  const event: WebhookEventBody = {
    id: randomUUID(),
    type: WEBHOOK_TEST_EVENT,
    createdAt: input.now.toISOString(),
    organizationId,
    data: { message: 'This is a test event sent from Settings → Webhooks.' },
  };
  const id = await input.db.transaction((tx) =>
    queueDelivery(tx, { organizationId, endpointId: input.id, event, now: input.now }),
  );
  return deliveryIn(input.db, organizationId, id);
}

/**
 * `POST /webhooks/{id}/deliveries/{deliveryId}/resend`: the same event (and event id, so a receiver
 * that saw it can tell) as a new delivery with attempts of its own.
 */
export async function resendDelivery(
  input: Deps & { deliveryId: string; now: Date },
): Promise<WebhookDelivery> {
  const organizationId = webhooksOrganizationOf(input.actor);
  await endpointIn(input.db, organizationId, input.id);
  const [original] = await input.db
    .select({ event: webhookDeliveries.event })
    .from(webhookDeliveries)
    .where(deliveryOf(organizationId, input.id, input.deliveryId));
  if (!original) throw deliveryNotFound();
  const id = await input.db.transaction((tx) =>
    queueDelivery(tx, {
      organizationId,
      endpointId: input.id,
      event: original.event as WebhookEventBody,
      now: input.now,
    }),
  );
  return deliveryIn(input.db, organizationId, id);
}
