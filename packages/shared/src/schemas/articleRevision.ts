import { z } from 'zod';

/**
 * Issue 48 item 1: what one revision of an article records. `save` folds a person's consecutive
 * saves within REVISION_FOLD_MINUTES into one revision; the others are one revision each.
 */
export const REVISION_KINDS = [
  'save',
  'publish',
  'unpublish',
  'restore',
  'regeneration',
  'translation',
  'ai-edit',
] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Consecutive saves by one person this close together are one revision. */
export const REVISION_FOLD_MINUTES = 10;

/** The most revisions one page of the list holds. */
export const REVISION_PAGE_MAX = 100;

/** What changed since the revision before: the fields, and how many steps (added, removed or changed). */
export const ZRevisionChanges = z.object({
  title: z.boolean().optional(),
  content: z.boolean().optional(),
  tags: z.boolean().optional(),
  steps: z.number().int().min(0).optional(),
  /** A translation revision: the language whose text changed. */
  language: z.string().max(20).optional(),
});
export type RevisionChanges = z.infer<typeof ZRevisionChanges>;

export const ZRevisionAuthor = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

/** One row of the list: no bodies. */
export const ZRevisionListItem = z.object({
  id: z.uuid(),
  kind: z.enum(REVISION_KINDS),
  /** null once the author's account is gone. */
  author: ZRevisionAuthor.nullable(),
  /** English, short ("title, 2 steps"); the web shows `changes` in the reader's language. */
  summary: z.string(),
  changes: ZRevisionChanges,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RevisionListItem = z.infer<typeof ZRevisionListItem>;

export const ZRevisionList = z.object({
  revisions: z.array(ZRevisionListItem),
  /** The `cursor` of the next (older) page, null on the last one. */
  nextCursor: z.string().nullable(),
});
export type RevisionList = z.infer<typeof ZRevisionList>;

export const ZRevisionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(REVISION_PAGE_MAX).default(30),
  cursor: z.string().max(200).optional(),
});

/** A step as the revision recorded it: its text fields and the storage keys of its images. */
export const ZRevisionStep = z.object({
  id: z.uuid(),
  index: z.number().int(),
  action: z.string().nullable(),
  elementLabel: z.string().nullable(),
  pageTitle: z.string().nullable(),
  summary: z.string().nullable(),
  hasImage: z.boolean(),
  /** A signed, expiring URL of the step's image as the revision showed it; null without one. */
  image: z.string().nullable(),
});
export type RevisionStep = z.infer<typeof ZRevisionStep>;

/** `GET /help-articles/{id}/revisions/{revisionId}`: the state as it was. */
export const ZRevision = ZRevisionListItem.extend({
  title: z.string(),
  markdown: z.string(),
  tags: z.array(z.object({ id: z.uuid(), name: z.string() })),
  steps: z.array(ZRevisionStep),
});
export type Revision = z.infer<typeof ZRevision>;

export const ZRevisionParams = z.object({ id: z.uuid(), revisionId: z.uuid() });

/** `POST …/revisions/{revisionId}/restore`: the new revision, and the steps whose images are gone. */
export const ZRestoreRevisionResponse = z.object({
  revisionId: z.uuid(),
  /** 1-based numbers of the revision's steps whose image is no longer stored (their text is restored). */
  missingImages: z.array(z.object({ stepNumber: z.number().int(), stepId: z.uuid() })),
});
export type RestoreRevisionResponse = z.infer<typeof ZRestoreRevisionResponse>;

/**
 * What an editor sends with a save: the `updatedAt` of the newest revision it had loaded
 * (`Article.latestRevision`), or null when there was none. A newer revision by someone else then
 * answers 409 ARTICLE_CHANGED instead of overwriting it. Left out, the save is not checked.
 */
export const ZBaseRevision = z.object({ baseRevisionAt: z.iso.datetime().nullable().optional() });
