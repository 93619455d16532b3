import type { ImportReportItem } from '@support/shared';
import { IMPORT_KINDS, IMPORT_STATUSES } from '@support/shared';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { helpCenters } from './helpCenters';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Issue 49: an archive an admin imported (Settings → Import). The job moves it from QUEUED to DONE
 * or FAILED; the counts move as it goes (the web's progress bar), the report's lines are bounded
 * (IMPORT_LIMITS.reportItems), the counts are not.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the groups are made; null imports the articles in no group. */
    helpCenterId: uuid('help_center_id').references(() => helpCenters.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('QUEUED'),
    filename: text('filename').notNull(),
    /** The uploaded archive in storage; removed (null) once the job has ended. */
    fileKey: text('file_key'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    report: jsonb('report').$type<ImportReportItem[]>().notNull().default([]),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * Where an imported article came from: a re-import of the same source updates the article it made
 * before (matched by the source's id, or its path when it has none) instead of adding another.
 */
export const importedArticles = pgTable(
  'imported_articles',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    /** The source's own id (front matter `id`, a Confluence page id), or its path. */
    sourceId: text('source_id').notNull(),
    sourcePath: text('source_path').notNull(),
    /** The address the source had (a Confluence page's, an HTML page's), for redirects. */
    sourceUrl: text('source_url'),
    lastImportId: uuid('last_import_id').references(() => imports.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('imported_articles_source_key').on(t.organizationId, t.kind, t.sourceId)],
);

/**
 * A help center's old addresses of imported articles (issue 49): `/{path}` on its custom domain or
 * `/docs/{slug}/{path}` answers a 301 to the article's page there, so bookmarked links keep working.
 */
export const helpCenterRedirects = pgTable(
  'help_center_redirects',
  {
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    /** Starts with `/`, without query or fragment, as the source had it. */
    path: text('path').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.helpCenterId, t.path] }),
    index('help_center_redirects_org_idx').on(t.organizationId, t.articleId),
  ],
);
