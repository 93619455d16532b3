import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { helpCenters } from './helpCenters';
import { organizations } from './organizations';

/**
 * The "What was missing?" line a reader may add after answering "No" to "Was this helpful?": the
 * text and where and when it was given, nothing about the reader. Bounded on the way in
 * (help-center-site/http/feedbackReasonRoute.ts: length, per address and per help center and day).
 * Unlike the counts, the reasons go with their article: they speak of a text that is gone.
 */
export const helpCenterFeedbackReasons = pgTable(
  'help_center_feedback_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The language of the page the reader answered on. */
    language: text('language').notNull(),
    reason: text('reason').notNull(),
    /** Milliseconds, as JavaScript has them: the analytics' cursors (instant and id) match exactly. */
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('help_center_feedback_reasons_org_idx').on(t.organizationId, t.createdAt),
    index('help_center_feedback_reasons_article_idx').on(t.organizationId, t.articleId, t.createdAt),
  ],
);
