import type { GroupTranslations } from '@support/shared';
import {
  AUTHENTICATION_TYPES,
  DOMAIN_VERIFICATION_STATES,
  HELP_CENTER_LANGUAGES,
  LINK_ICONS,
} from '@support/shared';
import {
  type AnyPgColumn,
  boolean,
  date,
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
import { organizations } from './organizations';

export type StoredExtractedTheme = {
  primaryColor: string | null;
  backgroundColor: string | null;
  onBackgroundColor: string | null;
  /** The logo found on the page, as found there (downloaded into storage only when applied). */
  logoUrl: string | null;
};

/** A header or footer link: an http(s) or mailto address (ZSiteLinkUrl), its label at most 40 characters. */
export type StoredSiteLink = { label: string; url: string };

/**
 * Help centers (spec 02 §3): an organization's public sites. The slug is the site's path, unique
 * across the install and never changed. Deleting one removes its groups and links; its articles
 * stay, in no group (articles.public_group_id is set null).
 */
export const helpCenters = pgTable(
  'help_centers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    logoKey: text('logo_key'),
    primaryColor: text('primary_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    backToHomepageUrl: text('back_to_homepage_url'),
    /** A domain of the team's own serving this help center at its root (lower case), or null. */
    customDomain: text('custom_domain'),
    /**
     * The custom domain's verification (docs/architecture.md, "Custom domains"): set with the domain, all
     * null without one. Only a VERIFIED domain serves the help center; the token is what its
     * `_support-verification` TXT record must carry, new for every domain set.
     */
    domainToken: text('domain_token'),
    domainStatus: text('domain_status', { enum: DOMAIN_VERIFICATION_STATES }),
    domainCheckedAt: timestamp('domain_checked_at', { withTimezone: true }),
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    domainVerifiedBy: text('domain_verified_by', { enum: ['DNS', 'OPERATOR'] }),
    domainFailureReason: text('domain_failure_reason'),
    language: text('language', { enum: HELP_CENTER_LANGUAGES }).notNull().default('en-US'),
    authenticationType: text('authentication_type', { enum: AUTHENTICATION_TYPES }).notNull().default('NONE'),
    ssoEnabled: boolean('sso_enabled').notNull().default(false),
    /** argon2id; never sent to a client. */
    passwordHash: text('password_hash'),
    /**
     * Reader sign-in through OpenID Connect (issue 50 item 2), used when `authenticationType` is SSO.
     * The client secret is kept sealed (lib/secretBox.ts) and never sent to a client; `ssoVersion`,
     * raised by every change, is part of every reader cookie's signature, so a changed
     * configuration signs everyone out.
     */
    ssoIssuer: text('sso_issuer'),
    ssoClientId: text('sso_client_id'),
    ssoClientSecretSealed: text('sso_client_secret_sealed'),
    /** Lower-case e-mail domains a reader's verified address must end in; empty: any. */
    ssoAllowedDomains: jsonb('sso_allowed_domains').$type<string[]>().notNull().default([]),
    /** A claim the ID token must carry with this value (e.g. `groups` = `customers`); null: none. */
    ssoClaimName: text('sso_claim_name'),
    ssoClaimValue: text('sso_claim_value'),
    ssoUpdatedAt: timestamp('sso_updated_at', { withTimezone: true }),
    ssoVersion: integer('sso_version').notNull().default(0),
    /**
     * Readers see the site only once an admin publishes it (issue 47): until then its pages answer
     * 404 and it is in no sitemap or robots.txt; members preview it (help-center-site/preview.ts).
     */
    published: boolean('published').notNull().default(false),
    extractedTheme: jsonb('extracted_theme').$type<StoredExtractedTheme>(),
    /**
     * Settings → Customization (issue 47): the links of the site's header (at most 6) and footer (at
     * most 12), each `{ label, url }` checked by ZSiteLink, and CSS added after the theme's, stored
     * only as the sanitiser wrote it (help-center-customization/sanitizeCss.ts).
     */
    headerLinks: jsonb('header_links').$type<StoredSiteLink[]>().notNull().default([]),
    footerLinks: jsonb('footer_links').$type<StoredSiteLink[]>().notNull().default([]),
    customCss: text('custom_css').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('help_centers_slug_key').on(t.slug),
    uniqueIndex('help_centers_custom_domain_key').on(t.customDomain),
    index('help_centers_org_idx').on(t.organizationId, t.createdAt),
  ],
);

/** Quick links shown on a help center's home page, in `sortOrder`. */
export const helpCenterLinks = pgTable(
  'help_center_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    url: text('url').notNull(),
    icon: text('icon', { enum: LINK_ICONS }).notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('help_center_links_center_idx').on(t.helpCenterId, t.sortOrder)],
);

/**
 * A help center's earlier addresses (issue 51 item 9): `/docs/{oldSlug}…` answers a 301 to its
 * current address for a year after the change, and no other help center may take the old slug
 * meanwhile (a bookmarked link must never lead to another organization's site).
 */
export const helpCenterSlugRedirects = pgTable(
  'help_center_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_center_slug_redirects_center_idx').on(t.helpCenterId)],
);

/**
 * The tree of article groups of a help center (spec 02 §4 "Article groups"). A group's subtree goes
 * with it; the articles in it stay, in no group.
 */
export const publicGroups = pgTable(
  'public_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => publicGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A top-level group's card on the home page: one of the link icons, and a sentence about it. */
    icon: text('icon', { enum: LINK_ICONS }),
    description: text('description'),
    /** The name and card sentence in the organization's other languages (issue 47): `{ de: {…} }`. */
    translations: jsonb('translations').$type<GroupTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_groups_center_idx').on(t.helpCenterId, t.parentId, t.sortOrder)],
);

/**
 * "Was this helpful?" on a help center's article pages: answers counted per article, language and
 * day, nothing about who gave them (no cookie, no address is kept). The analytics read these.
 */
export const helpCenterFeedback = pgTable(
  'help_center_feedback',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    /** No foreign key: the counts outlive an article deleted later, for the analytics' totals. */
    articleId: uuid('article_id').notNull(),
    language: text('language').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    helpful: integer('helpful').notNull().default(0),
    notHelpful: integer('not_helpful').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.helpCenterId, t.articleId, t.language, t.day] }),
    index('help_center_feedback_org_idx').on(t.organizationId, t.day),
  ],
);

/**
 * What readers searched for in a help center (the analytics' "searched and not found"): counts per
 * query, language and day, how many of those searches found nothing and how often a result was
 * opened from them. Nothing about the reader is kept.
 */
export const helpCenterSearches = pgTable(
  'help_center_searches',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    helpCenterId: uuid('help_center_id')
      .notNull()
      .references(() => helpCenters.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** As typed, trimmed, spaces collapsed and lower-cased, at most 200 characters. */
    query: text('query').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    searches: integer('searches').notNull().default(0),
    /** Searches that found no article. */
    empty: integer('empty').notNull().default(0),
    /** The number of results the last of them found. */
    results: integer('results').notNull().default(0),
    /** Results opened from these searches. */
    opened: integer('opened').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.helpCenterId, t.language, t.query, t.day] }),
    index('help_center_searches_org_idx').on(t.organizationId, t.day),
  ],
);
