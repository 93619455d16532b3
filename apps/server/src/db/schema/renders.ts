import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { organizations } from './organizations';

/**
 * The rendered, sanitised HTML of an article's content in one language (its source language for
 * the active version, else a translation), made when the content is saved, so readers' requests
 * never run the markdown pipeline. `sourceHash` names the content it was made from: a row whose
 * hash differs is the previous render, shown until the new one is stored.
 */
export const articleRenders = pgTable(
  'article_renders',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    sourceHash: text('source_hash').notNull(),
    /** Article images and internal links are placeholders each page resolves (lib/markdown/storedRender). */
    html: text('html').notNull(),
    excerpt: text('excerpt').notNull(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.language] }),
    index('article_renders_org_article_idx').on(t.organizationId, t.articleId),
  ],
);
