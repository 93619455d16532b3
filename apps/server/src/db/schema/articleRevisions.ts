import { REVISION_KINDS, type RevisionChanges } from '@support/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { articles, articleVersions } from './articles';
import { organizations } from './organizations';
import { users } from './users';

/** A step as a revision keeps it: enough to show it and to bring it back, images by storage key. */
export type RevisionStepState = {
  id: string;
  index: number;
  action: string | null;
  elementLabel: string | null;
  pageTitle: string | null;
  summary: string | null;
  imageRawKey: string | null;
  imageProcessedKey: string | null;
  /** The whole step row as it was (without ids and times), so a deleted step can be made again. */
  row: Record<string, unknown>;
};

/**
 * Issue 48 item 1: an article's history. Each row is the whole state after a change (title,
 * markdown, tags, steps), written in the transaction of that change (article-revisions/record.ts).
 * Deleted with the article; the author's account going leaves the revision without an author.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: REVISION_KINDS }).notNull(),
    changes: jsonb('changes').$type<RevisionChanges>().notNull(),
    /** The version whose text and steps these are (a regeneration makes a new one). */
    articleVersionId: uuid('article_version_id').references(() => articleVersions.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    tags: jsonb('tags').$type<{ id: string; name: string }[]>().notNull(),
    steps: jsonb('steps').$type<RevisionStepState[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves when later saves fold into this revision. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Plain `desc` as the queries say it (NULLS FIRST): an index in another null order is not read in
  // order, and every page then sorted the article's whole history.
  (t) => [
    index('article_revisions_org_article_created_idx').on(
      t.organizationId,
      t.articleId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
