import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from '@support/shared';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * One subscription per organization, kept for good: its existence is what "has ever had a
 * subscription" means (no second trial). Paid plans replace the row's plan, type and period.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** An id of the plan catalogue (plans/catalogue.json or PLANS_FILE). */
    planId: text('plan_id').notNull(),
    subscriptionType: text('subscription_type', { enum: SUBSCRIPTION_TYPES }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** When a canceled plan stops working; it stays active until then. */
    endDate: timestamp('end_date', { withTimezone: true }),
    /** When Stripe first failed to collect (PAST_DUE): the plan keeps working for a grace period. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** The billing period usage is counted in; later months are derived from it (usage/periods.ts). */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_organization_key').on(t.organizationId),
    uniqueIndex('subscriptions_stripe_subscription_key').on(t.stripeSubscriptionId),
    index('subscriptions_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

/** How much of a counted feature (e.g. ARTICLES_MONTHLY) an organization used in one billing period. */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    featureKey: text('feature_key').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usage_records_org_period_feature_key').on(t.organizationId, t.periodStart, t.featureKey),
  ],
);

/** Stripe event ids already applied: a redelivered webhook changes nothing. */
export const processedStripeEvents = pgTable(
  'processed_stripe_events',
  {
    eventId: text('event_id').primaryKey(),
    type: text('type').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('processed_stripe_events_org_idx').on(t.organizationId, t.processedAt)],
);
