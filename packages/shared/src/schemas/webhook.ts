import { z } from 'zod';

/** Issue 50 item 4: the events an endpoint can ask for, as sent in the body's `type`. */
export const WEBHOOK_EVENT_TYPES = [
  'article.published',
  'article.unpublished',
  'article.updated',
  'article.deleted',
  'recording.finished',
  'recording.failed',
  'translation.finished',
  'feedback.received',
  'help_center.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Enough for every system a team connects; the list stays one short request. */
export const WEBHOOK_ENDPOINTS_PER_ORGANIZATION = 20;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** The log keeps this many deliveries per endpoint. */
export const WEBHOOK_LOG_SIZE = 100;

const ZWebhookUrl = z
  .string()
  .trim()
  .min(1, { message: 'URL is required' })
  .max(WEBHOOK_URL_MAX_LENGTH, { message: `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters` })
  .pipe(z.url({ protocol: /^https?$/, message: 'Please enter an http(s) address' }));

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, { message: 'Choose at least one event' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const ZWebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string().max(WEBHOOK_URL_MAX_LENGTH),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  format: z.enum(WEBHOOK_FORMATS),
  enabled: z.boolean(),
  /** Set when the product disabled it after a day of failed deliveries. */
  disabledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ endpoints: z.array(ZWebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** A new or rolled endpoint with its secret: shown once, never again. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

export const ZCreateWebhookEndpointRequest = z.object({
  url: ZWebhookUrl,
  events: ZEvents,
  format: z.enum(WEBHOOK_FORMATS).default('json'),
});
export type CreateWebhookEndpointRequest = z.input<typeof ZCreateWebhookEndpointRequest>;

export const ZUpdateWebhookEndpointRequest = z.object({
  url: ZWebhookUrl.optional(),
  events: ZEvents.optional(),
  format: z.enum(WEBHOOK_FORMATS).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointRequest = z.input<typeof ZUpdateWebhookEndpointRequest>;

export const ZWebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int().min(0),
  statusCode: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryList = z.object({ deliveries: z.array(ZWebhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

export const ZWebhookDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });
