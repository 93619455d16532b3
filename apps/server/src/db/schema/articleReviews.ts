import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { articleRevisions } from './articleRevisions';
import { articles } from './articles';
import { organizations } from './organizations';
import { users } from './users';

export const REVIEW_REQUEST_STATUSES = ['OPEN', 'APPROVED', 'CHANGES_REQUESTED', 'WITHDRAWN'] as const;

/**
 * Issue 48 item 2: a request to publish an article, answered by a reviewer. At most one is open
 * per article (the partial unique index); the decided ones stay as the article's review history.
 */
export const articleReviewRequests = pgTable(
  'article_review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    /** The chosen reviewer; null: anyone allowed to review. */
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The revision that was the draft when review was requested. */
    revisionId: uuid('revision_id').references(() => articleRevisions.id, { onDelete: 'set null' }),
    status: text('status', { enum: REVIEW_REQUEST_STATUSES }).notNull().default('OPEN'),
    remark: text('remark'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_review_requests_open_key').on(t.articleId).where(sql`status = 'OPEN'`),
    index('article_review_requests_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    index('article_review_requests_article_idx').on(t.organizationId, t.articleId, t.createdAt),
  ],
);
