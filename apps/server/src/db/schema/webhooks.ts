import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * An organization's webhook endpoints (issue 50 item 4). The secret signs every delivery, so it is
 * kept as given (a hash could not sign); it is shown once when made or rolled. `failingSince` is the
 * first failed attempt since the last success: a day of it disables the endpoint.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    format: text('format').$type<'json' | 'slack'>().notNull().default('json'),
    enabled: boolean('enabled').notNull().default(true),
    /** Set when the product disabled the endpoint itself (a day of failures), cleared when enabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * The outbox of webhook deliveries: written in the transaction of the change it reports, so a
 * change that commits is delivered even after a crash and a rolled-back one never is. One row per
 * endpoint and event; its attempts are counted here, the last 100 per endpoint are kept.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, sent as a header: the same for every attempt and a resend (idempotence). */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The event as sent in the JSON format: { id, type, createdAt, organizationId, data }. */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastResponseMs: integer('last_response_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.organizationId, t.endpointId, t.createdAt)],
);
