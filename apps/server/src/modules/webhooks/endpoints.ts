import {
  type UpdateWebhookEndpointRequest,
  WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type WebhookFormat,
} from '@support/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { organizations, webhookEndpoints } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { endpointOf, webhookNotFound, webhooksOrganizationOf } from './policy';
import { isAllowedEndpointUrl } from './policyOfDelivery';
import { presentEndpoint } from './presenter';
import { newWebhookSecret } from './signature';

type Deps = { db: Db; actor: Actor; config: Config; now: Date };

function checkUrl(url: string, config: Config) {
  if (!isAllowedEndpointUrl(url, config)) {
    throw badRequest(
      'Webhooks need an https address (plain http only to this machine, when the operator allows it)',
      'WEBHOOK_URL_NOT_ALLOWED',
    );
  }
}

/** `GET /webhooks`: the organization's endpoints, oldest first. */
export async function listEndpoints(input: Pick<Deps, 'db' | 'actor'>): Promise<WebhookEndpoint[]> {
  const organizationId = webhooksOrganizationOf(input.actor);
  const rows = await input.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(presentEndpoint);
}

/**
 * `POST /webhooks`: a new endpoint with a new secret, shown in this answer only. The organization
 * row is locked while counting, so two requests cannot both take the 20th place.
 */
export async function createEndpoint(
  input: Deps & { url: string; events: WebhookEventType[]; format: WebhookFormat },
): Promise<WebhookEndpointWithSecret> {
  const organizationId = webhooksOrganizationOf(input.actor);
  checkUrl(input.url, input.config);
  return input.db.transaction(async (tx) => {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    const [taken] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, organizationId));
    if ((taken?.n ?? 0) >= WEBHOOK_ENDPOINTS_PER_ORGANIZATION) {
      throw conflict(
        `Your organization has reached the limit of ${WEBHOOK_ENDPOINTS_PER_ORGANIZATION} webhooks. Delete one first.`,
        'WEBHOOKS_FULL',
        { limit: WEBHOOK_ENDPOINTS_PER_ORGANIZATION },
      );
    }
    const secret = newWebhookSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId,
        url: input.url,
        events: input.events,
        format: input.format,
        secret,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    return { ...presentEndpoint(row!), secret };
  });
}

/** `PUT /webhooks/{id}`: enabling again also forgets the run of failures that disabled it. */
export async function updateEndpoint(
  input: Deps & { id: string; change: UpdateWebhookEndpointRequest },
): Promise<WebhookEndpoint> {
  const organizationId = webhooksOrganizationOf(input.actor);
  const { change } = input;
  if (change.url !== undefined) checkUrl(change.url, input.config);
  const [row] = await input.db
    .update(webhookEndpoints)
    .set({
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.events !== undefined ? { events: change.events } : {}),
      ...(change.format !== undefined ? { format: change.format } : {}),
      ...(change.enabled !== undefined
        ? { enabled: change.enabled, disabledAt: null, failingSince: null }
        : {}),
      updatedAt: input.now,
    })
    .where(endpointOf(organizationId, input.id))
    .returning();
  if (!row) throw webhookNotFound();
  return presentEndpoint(row);
}

/** `DELETE /webhooks/{id}`: its log goes with it (and its waiting deliveries find nothing to send). */
export async function deleteEndpoint(input: Pick<Deps, 'db' | 'actor'> & { id: string }): Promise<void> {
  const organizationId = webhooksOrganizationOf(input.actor);
  const [row] = await input.db
    .delete(webhookEndpoints)
    .where(endpointOf(organizationId, input.id))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw webhookNotFound();
}

/** `POST /webhooks/{id}/roll-secret`: the old secret stops signing at once. */
export async function rollSecret(input: Deps & { id: string }): Promise<WebhookEndpointWithSecret> {
  const organizationId = webhooksOrganizationOf(input.actor);
  const secret = newWebhookSecret();
  const [row] = await input.db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: input.now })
    .where(endpointOf(organizationId, input.id))
    .returning();
  if (!row) throw webhookNotFound();
  return { ...presentEndpoint(row), secret };
}
