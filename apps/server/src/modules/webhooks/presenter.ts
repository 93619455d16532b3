import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@support/shared';
import type { webhookDeliveries, webhookEndpoints } from '../../db/schema';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** An endpoint as listed: never its secret, which is shown once when made or rolled. */
export const presentEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  format: row.format,
  enabled: row.enabled,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** A delivery in the log: its event, outcome and attempts (not the body, which the event id names). */
export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  statusCode: row.lastStatusCode,
  responseMs: row.lastResponseMs,
  error: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});
