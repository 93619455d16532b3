import { WEBHOOK_TEST_EVENT } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { defineJob } from '../../jobs/defineJob';
import { DELIVER_WEBHOOK_JOB, type WebhookEventBody } from '../../webhooks/outbox';
import { attemptDelivery } from './attempt';
import { deliveryPolicy } from './policyOfDelivery';
import { recordAttempt } from './recordAttempt';

const ZPayload = z.object({ deliveryId: z.uuid() });

/**
 * `deliver-webhook`: one attempt of one delivery. The queue's own retries are not used (one
 * attempt per job): the next attempt is a new job with its time from the backoff, so the 24 hours
 * of retries and the attempt count live with the delivery, where the log shows them.
 */
export const deliverWebhookJob = defineJob({
  type: DELIVER_WEBHOOK_JOB,
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'clock', 'config', 'mailer', 'jobs', 'logger'],
  maxAttempts: 1,
  maxRunning: 4,
  background: true,
  handler: (deps) => ({
    async run(job) {
      const organizationId = job.organizationId;
      const [row] = await deps.db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.organizationId, organizationId),
            eq(webhookDeliveries.id, job.payload.deliveryId),
          ),
        );
      if (row?.delivery.status !== 'pending') return;
      const now = deps.clock.now();
      // A test event goes out even to a disabled endpoint: it is how an admin checks a fixed receiver.
      const send = row.endpoint.enabled || row.delivery.eventType === WEBHOOK_TEST_EVENT;
      const result = send
        ? await attemptDelivery({
            url: row.endpoint.url,
            secret: row.endpoint.secret,
            format: row.endpoint.format,
            event: row.delivery.event as WebhookEventBody,
            deliveryId: row.delivery.id,
            now,
            policy: deliveryPolicy(deps.config),
          })
        : { ok: false, retry: false, statusCode: null, responseMs: 0, error: 'The webhook is disabled' };
      await recordAttempt({ deps, delivery: row.delivery, endpoint: row.endpoint, result, now });
    },
  }),
});
