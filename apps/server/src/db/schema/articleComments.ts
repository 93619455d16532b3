import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Internal comments on an article (issue 48 item 3). A thread is a row without `thread_id`; its
 * replies name it (one level). Only a thread has an anchor (a quote with its offset, or a step id:
 * not a foreign key, since steps are replaced when an article is regenerated and the thread must
 * stay, shown as its anchor gone) and a resolution. Bounds (body, quote, threads, replies) are
 * checked by the module (shared schema). Readers never see this table: nothing public reads it.
 */
export const articleComments = pgTable(
  'article_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id').references((): AnyPgColumn => articleComments.id, { onDelete: 'cascade' }),
    /** null once the author's account is gone; the comment stays with the article. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mentionedUserIds: uuid('mentioned_user_ids').array().notNull().default(sql`'{}'::uuid[]`),
    quote: text('quote'),
    quoteOffset: integer('quote_offset'),
    stepId: uuid('step_id'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('article_comments_org_article_idx').on(t.organizationId, t.articleId, t.createdAt),
    index('article_comments_org_thread_idx').on(t.organizationId, t.threadId),
    // The article list's badge counts open threads per article with this index alone.
    index('article_comments_open_threads_idx')
      .on(t.organizationId, t.articleId)
      .where(sql`${t.threadId} is null and ${t.resolvedAt} is null`),
  ],
);
