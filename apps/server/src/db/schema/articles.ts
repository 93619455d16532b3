import {
  ANNOTATION_TYPES,
  ARTICLE_TYPES,
  CONTENT_TYPES,
  GENERATION_STAGES,
  TRANSCRIPTION_STATUSES,
  TRANSLATION_STATES,
} from '@support/shared';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { publicGroups } from './helpCenters';
import { organizations, organizationTags } from './organizations';
import { users } from './users';

/**
 * Help articles (spec 02 §3). Content lives in versions, so that regenerating or rewriting a
 * recording keeps the previous text; the article points at the version it shows.
 * Rows are deleted for good (cascading to everything below): ARTICLES_TOTAL counts live rows.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** null once the creator's account is gone; the article stays with the organization. */
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    articleType: text('article_type', { enum: ARTICLE_TYPES }).notNull(),
    isPubliclyShared: boolean('is_publicly_shared').notNull().default(false),
    /** Made on the first publish and never changed, so a shared link keeps working. */
    sharingId: text('sharing_id'),
    /** The help-center group it is published in; at most one. Left in no group when the group goes. */
    publicGroupId: uuid('public_group_id').references(() => publicGroups.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * An admin kept the shared link public although the article is in a password-protected help
     * center: otherwise that link answers 404 while it is there, so the password cannot be bypassed.
     */
    sharedLinkBypassesProtection: boolean('shared_link_bypasses_protection').notNull().default(false),
    activeVersionId: uuid('active_version_id').references((): AnyPgColumn => articleVersions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_org_created_idx').on(t.organizationId, t.createdAt.desc(), t.id),
    index('articles_org_group_idx').on(t.organizationId, t.publicGroupId, t.sortOrder),
    uniqueIndex('articles_sharing_id_key').on(t.sharingId),
  ],
);

export const articleVersions = pgTable(
  'article_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The source language the version is written in (the organization's at creation). */
    language: text('language').notNull(),
    content: text('content').notNull().default(''),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull().default('STEP_BY_STEP_GUIDE'),
    /** Rendered media of the version; fields ending in `Key` are storage keys (e.g. `gifKey`, the demo GIF). */
    mediaOutput: jsonb('media_output').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    hasAudio: boolean('has_audio').notNull().default(false),
    /**
     * The narration's transcription (null without audio): PENDING until the generation or a later
     * `transcribe` ran, DONE, FAILED (the service stayed down) or NOT_CONFIGURED (no service then).
     */
    transcriptionStatus: text('transcription_status', { enum: TRANSCRIPTION_STATUSES }),
    generationStage: text('generation_stage', { enum: GENERATION_STAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_versions_org_article_idx').on(t.organizationId, t.articleId),
    uniqueIndex('article_versions_article_version_key').on(t.articleId, t.version),
  ],
);

export const steps = pgTable(
  'steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleVersionId: uuid('article_version_id')
      .notNull()
      .references(() => articleVersions.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    /** Storage keys: the screenshot as uploaded (already redacted) and the rendered one. */
    imageRawKey: text('image_raw_key'),
    imageProcessedKey: text('image_processed_key'),
    contextWidth: integer('context_width'),
    contextHeight: integer('context_height'),
    positionX: doublePrecision('position_x'),
    positionY: doublePrecision('position_y'),
    endPositionX: doublePrecision('end_position_x'),
    endPositionY: doublePrecision('end_position_y'),
    action: text('action'),
    pageUrl: text('page_url'),
    pageTitle: text('page_title'),
    elementLabel: text('element_label'),
    elementRole: text('element_role'),
    typedValue: text('typed_value'),
    /**
     * What else the recorder reported for the step (element tag, key, bounding box, viewport, device
     * pixel ratio, redaction count): kept so the text can be regenerated from the same data.
     */
    details: jsonb('details').$type<Record<string, unknown>>(),
    hideActionPointer: boolean('hide_action_pointer').notNull().default(false),
    applyImageChangesToGif: boolean('apply_image_changes_to_gif').notNull().default(false),
    hideStepNumber: boolean('hide_step_number').notNull().default(false),
    zoomLevel: numeric('zoom_level', { precision: 4, scale: 2, mode: 'number' }).notNull().default(1),
    zoomAnchorX: doublePrecision('zoom_anchor_x').notNull().default(50),
    zoomAnchorY: doublePrecision('zoom_anchor_y').notNull().default(50),
    /** Milliseconds into the recording's audio. */
    audioStartTime: integer('audio_start_time'),
    audioEndTime: integer('audio_end_time'),
    transcription: text('transcription'),
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('steps_org_version_idx').on(t.organizationId, t.articleVersionId, t.index)],
);

export const stepAnnotations = pgTable(
  'step_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    /** Drawing order; NUMBER annotations are numbered in it. */
    sortOrder: integer('sort_order').notNull().default(0),
    type: text('type', { enum: ANNOTATION_TYPES }).notNull(),
    /** Integer pixels of the step's context size. */
    positionX: integer('position_x').notNull(),
    positionY: integer('position_y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    value: text('value'),
  },
  (t) => [index('step_annotations_org_step_idx').on(t.organizationId, t.stepId, t.sortOrder)],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title'),
    content: text('content').notNull().default(''),
    /** The hash of the source title and text this translation was made from (translations/source.ts). */
    sourceHash: text('source_hash'),
    /**
     * NOT_TRANSLATED (a copy of the source, never shown to readers), MACHINE (replaced when the
     * source changes) or EDITED (a person's: kept, marked stale, a newer machine version offered).
     */
    state: text('state', { enum: TRANSLATION_STATES }).notNull().default('MACHINE'),
    /** When the source changed under an edited translation; null while it matches its source. */
    staleSince: timestamp('stale_since', { withTimezone: true }),
    /** A machine translation of a newer source that an EDITED translation waits to accept. */
    machineTitle: text('machine_title'),
    machineContent: text('machine_content'),
    machineSourceHash: text('machine_source_hash'),
    machineTranslatedAt: timestamp('machine_translated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_translations_org_article_idx').on(t.organizationId, t.articleId),
    uniqueIndex('article_translations_article_language_key').on(t.articleId, t.language),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => organizationTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index('article_tags_org_article_idx').on(t.organizationId, t.articleId),
    index('article_tags_tag_idx').on(t.tagId),
  ],
);

export const externalImages = pgTable(
  'external_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Detected from the bytes, never taken from the upload's name or header. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_images_org_article_idx').on(t.organizationId, t.articleId, t.createdAt)],
);
