import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { organizations } from './organizations';

/**
 * Views of articles by readers (analytics-collect/shareViews.ts records them, modules/analytics reads
 * them). `share_views` holds one row per visitor, article, source, language and day; the rollups
 * below are added to in the same statement that writes those rows (writeShareViews.ts), so they
 * always agree with them, and the analytics read days or totals instead of visitors.
 *
 * A day is the organization's calendar day in its time zone when the view was recorded; changing
 * the zone later leaves the days already counted as they were. A visitor is a hash of that day's
 * random salt (view_salts), the organization, the address and the user agent: it changes every day
 * by design, so unique visitors over a range are the sum of each day's visitors.
 */
/** SHARED: the article's shared link; HELP_CENTER: its page in a published help center; WIDGET: in the in-app widget. */
const source = () => text('source', { enum: ['SHARED', 'HELP_CENTER', 'WIDGET'] }).notNull();
const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const articleId = () =>
  uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' });

/**
 * A page view adds to its visitor's row of the day (INSERT … ON CONFLICT), so the table grows with
 * visitors, not with views. The address and the user agent are never stored.
 */
export const shareViews = pgTable(
  'share_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    articleId: articleId(),
    source: source().default('SHARED'),
    /** The language the page showed the article in ('' for views recorded before it was kept). */
    language: text('language').notNull().default(''),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    /** How often this visitor viewed the article that day. */
    views: integer('views').notNull().default(1),
    /** The visitor's first view that day. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The upsert's target.
    uniqueIndex('share_views_visitor_day_key').on(
      t.organizationId,
      t.articleId,
      t.source,
      t.language,
      t.viewedOn,
      t.visitorHash,
    ),
    // Deleting an article deletes its rows (foreign key).
    index('share_views_article_idx').on(t.articleId),
  ],
);

/** Per article, source, language and day: what the ranged lists read. */
export const articleViewDays = pgTable(
  'article_view_days',
  {
    organizationId: organizationId(),
    source: source(),
    day: date('day', { mode: 'string' }).notNull(),
    articleId: articleId(),
    language: text('language').notNull(),
    views: integer('views').notNull(),
    /** Visitors of this article in this language that day. */
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.source, t.day, t.articleId, t.language] }),
    index('article_view_days_article_idx').on(t.articleId),
  ],
);

/** Per article and source since the first view: the all-time list and the share popup's statistics. */
export const articleViewTotals = pgTable(
  'article_view_totals',
  {
    organizationId: organizationId(),
    articleId: articleId(),
    source: source(),
    views: integer('views').notNull(),
    /** The sum of the article's daily visitors. */
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.articleId, t.source] }),
    index('article_view_totals_article_idx').on(t.articleId),
  ],
);

/**
 * Per organization, source and day: the totals and the chart. Not tied to an article: a deleted
 * article's views stay in the organization's history (its own rows and rollups go with it).
 */
export const viewDays = pgTable(
  'view_days',
  {
    organizationId: organizationId(),
    source: source(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
    /** Distinct visitors of any of the organization's articles from this source that day. */
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.source, t.day] })],
);

/**
 * Who was already counted in view_days today: one row per visitor, organization, source and day,
 * kept only while the day can still get views in some time zone (pruned with the salts).
 */
export const viewDayVisitors = pgTable(
  'view_day_visitors',
  {
    organizationId: organizationId(),
    source: source(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  // Pruning reads the whole table once a day in each process: it holds two or three days at most.
  (t) => [primaryKey({ columns: [t.organizationId, t.source, t.day, t.visitorHash] })],
);

/**
 * One random salt per calendar day for every process of the installation, created by whichever
 * process needs it first and deleted once its day is over in every time zone, so the hashes of
 * that day can no longer be linked back to an address. Not tenant data: never next to the counts.
 */
export const viewSalts = pgTable('view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
