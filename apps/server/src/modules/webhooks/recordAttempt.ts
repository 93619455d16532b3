import { resolveUiLanguage } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import {
  webhookDeliveries as deliveries,
  memberships,
  users,
  type webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import type { JobDeps } from '../../jobs/defineJob';
import { insertJob, notifyWorkers } from '../../jobs/store';
import { DELIVER_WEBHOOK_JOB } from '../../webhooks/outbox';
import type { AttemptResult } from './attempt';
import { webhookDisabledMail } from './disabledMail';

const DAY_MS = 24 * 3_600_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;

/** 30 s, 1 min, 2 min, … up to an hour between attempts: about 30 attempts in a day. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);

type Deps = Pick<JobDeps, 'db' | 'config' | 'mailer' | 'logger'>;
type Delivery = typeof webhookDeliveries.$inferSelect;
type Endpoint = typeof webhookEndpoints.$inferSelect;

/**
 * Writes an attempt's outcome: the delivery succeeds, waits for its next attempt (network errors,
 * 5xx and 429, for 24 hours from the event), or fails. The endpoint's run of failures is counted
 * from its first failed attempt since a success; a day of it disables the endpoint, and its
 * organization's admins are told by mail in their language.
 */
export async function recordAttempt(input: {
  deps: Deps;
  delivery: Delivery;
  endpoint: Endpoint;
  result: AttemptResult;
  now: Date;
}): Promise<void> {
  const { deps, delivery, endpoint, result, now } = input;
  const attempts = delivery.attempts + 1;
  const retry = !result.ok && result.retry && now.getTime() - delivery.createdAt.getTime() < DAY_MS;
  const disable = await deps.db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({
        status: result.ok ? 'succeeded' : retry ? 'pending' : 'failed',
        attempts,
        lastStatusCode: result.statusCode,
        lastResponseMs: result.responseMs,
        lastError: result.error,
        lastAttemptAt: now,
      })
      .where(and(eq(deliveries.organizationId, delivery.organizationId), eq(deliveries.id, delivery.id)));
    if (retry) {
      await insertJob(
        tx,
        {
          type: DELIVER_WEBHOOK_JOB,
          organizationId: delivery.organizationId,
          payload: { deliveryId: delivery.id },
          maxAttempts: 1,
          runAt: new Date(now.getTime() + retryDelayMs(attempts)),
        },
        now,
      );
      await notifyWorkers(tx);
    }
    if (!endpoint.enabled) return false;
    const ofEndpoint = and(
      eq(webhookEndpoints.organizationId, endpoint.organizationId),
      eq(webhookEndpoints.id, endpoint.id),
    );
    if (result.ok) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(ofEndpoint);
      return false;
    }
    const [failing] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(ofEndpoint)
      .returning({ since: webhookEndpoints.failingSince });
    if (!failing?.since || now.getTime() - failing.since.getTime() < DAY_MS) return false;
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: now, updatedAt: now })
      .where(and(ofEndpoint, eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    return Boolean(disabled);
  });
  if (disable) await mailAdmins(deps, endpoint);
}

/** Mail is told after the commit: a mail server that fails does not undo the disabling. */
async function mailAdmins(deps: Deps, endpoint: Endpoint): Promise<void> {
  const admins = await deps.db
    .select({ email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, endpoint.organizationId), eq(memberships.role, 'ADMIN')));
  const base = deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
  for (const admin of admins) {
    const language = resolveUiLanguage(admin.language);
    try {
      await deps.mailer.send(
        webhookDisabledMail({
          to: admin.email,
          url: endpoint.url,
          link: `${base}/settings/webhooks?l=${language}`,
          language,
        }),
      );
    } catch (error) {
      deps.logger?.error(
        { err: error, endpointId: endpoint.id },
        'could not mail an admin about a disabled webhook',
      );
    }
  }
}
