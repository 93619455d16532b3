import { z } from 'zod';
import {
  ANNOTATION_TYPES,
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_STATUSES,
  ARTICLE_TITLE_MAX_LENGTH,
  ARTICLE_TYPES,
  BUILT_IN_TEMPLATES,
  CONTENT_TYPES,
  GENERATION_STAGES,
  TRANSCRIPTION_STATUSES,
} from '../articles';
import { ZArticleAbilities } from './abilities';
import { ZBaseRevision } from './articleRevision';

export * from '../articles';

/** Spec 02 §3 Help article, Article version, Step, Annotation, External image, Sharing stats. */

export const ZArticleTag = z.object({ id: z.uuid(), name: z.string() });
export type ArticleTag = z.infer<typeof ZArticleTag>;

/** null when the creator's account is gone. */
export const ZArticleCreator = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string() })
  .nullable();

export const ZAnnotation = z.object({
  id: z.uuid(),
  type: z.enum(ANNOTATION_TYPES),
  /** Integer pixels of the step's context size. */
  positionX: z.number(),
  positionY: z.number(),
  width: z.number(),
  height: z.number(),
  /** A NUMBER's number or a MARKER's text. */
  value: z.string().nullable(),
});
export type Annotation = z.infer<typeof ZAnnotation>;

export const ZStep = z.object({
  id: z.uuid(),
  index: z.number().int(),
  /** Signed, expiring URLs (relative for local storage); null until the image exists. */
  imageRaw: z.string().nullable(),
  imageProcessed: z.string().nullable(),
  annotations: z.array(ZAnnotation),
  contextWidth: z.number().nullable(),
  contextHeight: z.number().nullable(),
  positionX: z.number().nullable(),
  positionY: z.number().nullable(),
  endPositionX: z.number().nullable(),
  endPositionY: z.number().nullable(),
  /** Contains CLICK or DRAG for pointer actions; TYPE, NAVIGATE, KEY for the others. */
  action: z.string().nullable(),
  pageUrl: z.string().nullable(),
  pageTitle: z.string().nullable(),
  elementLabel: z.string().nullable(),
  elementRole: z.string().nullable(),
  typedValue: z.string().nullable(),
  hideActionPointer: z.boolean(),
  applyImageChangesToGif: z.boolean(),
  hideStepNumber: z.boolean(),
  zoomLevel: z.number(),
  zoomAnchorX: z.number(),
  zoomAnchorY: z.number(),
  /** Milliseconds into the recording's audio. */
  audioStartTime: z.number().nullable(),
  audioEndTime: z.number().nullable(),
  transcription: z.string().nullable(),
  summary: z.string().nullable(),
});
export type Step = z.infer<typeof ZStep>;

/** The status fields of a version: all the list needs to show a row's state and badges. */
export const ZArticleVersionSummary = z.object({
  id: z.uuid(),
  version: z.number().int(),
  contentType: z.enum(CONTENT_TYPES),
  failureReason: z.string().nullable(),
  finishedAt: z.string().nullable(),
  hasAudio: z.boolean(),
  sourceLanguage: z.string(),
  generationStage: z.enum(GENERATION_STAGES).nullable(),
  createdAt: z.string(),
});
export type ArticleVersionSummary = z.infer<typeof ZArticleVersionSummary>;

export const ZArticleVersion = ZArticleVersionSummary.extend({
  content: z.string(),
  mediaOutput: z.record(z.string(), z.unknown()).nullable(),
  steps: z.array(ZStep),
  /**
   * The narration (issue 17), always sent by the server: a signed, expiring URL of the audio as
   * recorded (null without audio), its length in milliseconds, and where its transcription stands.
   * Each step's `audioStartTime`–`audioEndTime` is its part of this audio.
   */
  audioUrl: z.string().nullable().optional(),
  audioDurationMs: z.number().int().nullable().optional(),
  transcriptionStatus: z.enum(TRANSCRIPTION_STATUSES).nullable().optional(),
});
export type ArticleVersion = z.infer<typeof ZArticleVersion>;

const articleBase = {
  id: z.uuid(),
  title: z.string(),
  articleType: z.enum(ARTICLE_TYPES),
  createdAt: z.string(),
  updatedAt: z.string(),
  creator: ZArticleCreator,
  tags: z.array(ZArticleTag),
  isPubliclyShared: z.boolean(),
  /** Set on the first publish and kept for good: republishing gives the same link. */
  sharingId: z.string().nullable(),
  publicKnowledgeBaseArticleGroupId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  /** articleStatus() of the article, computed by the server for convenience. */
  status: z.enum(ARTICLE_STATUSES),
};

/** `GET /help-articles` (and /public, /private): newest first. */
export const ZArticleListItem = z.object({
  ...articleBase,
  activeArticleVersion: ZArticleVersionSummary.nullable(),
  /**
   * The organization's translation languages this article has a translation with text in, in the
   * organization's order (the list's language badge, without a request per row).
   */
  translatedLanguages: z.array(z.string()),
  /** Internal comment threads not resolved yet (issue 48 item 3: the list's badge). */
  openCommentThreads: z.number().int().min(0),
});
export type ArticleListItem = z.infer<typeof ZArticleListItem>;

export const ZArticleList = z.object({
  articles: z.array(ZArticleListItem),
  /** How many articles match the query, on every page. */
  total: z.number().int(),
  /** With `limit`: the `cursor` of the next page, null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ArticleList = z.infer<typeof ZArticleList>;

/** The list's filters beside the search: published, private, or needing attention (processing or failed). */
export const ARTICLE_LIST_SHOW = ['all', 'published', 'private', 'attention'] as const;
export type ArticleListShow = (typeof ARTICLE_LIST_SHOW)[number];

/**
 * Optional paging and filters; without them the whole organization's list comes back. Pages follow
 * one another by `cursor` (the previous page's `nextCursor`): unlike `offset`, a page stays right
 * while articles are added, and costs the same however deep it is.
 */
export const ZArticleListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  cursor: z.string().max(200).optional(),
  /** Words that must each appear in the title, a tag or the creator's name (case and accents ignored), or in the article's text (the search's stems, beginnings and typo corrections). */
  q: z.string().max(200).optional(),
  tagId: z.uuid().optional(),
  show: z.enum(ARTICLE_LIST_SHOW).optional(),
});
export type ArticleListQuery = z.infer<typeof ZArticleListQuery>;

/** `GET /help-articles/{id}` and the answer of every article mutation. */
export const ZArticle = z.object({
  ...articleBase,
  /** The active version's markdown ('' while none exists). */
  content: z.string(),
  organization: z.object({ tags: z.array(ZArticleTag) }),
  activeArticleVersion: ZArticleVersion.nullable(),
  /** Whether the caller may delete it (`canDelete`): the creator, an ADMIN, or a SUPER_ADMIN. */
  ...ZArticleAbilities.shape,
  /**
   * Set while the article is in a password-protected help center (issue 43): its shared link then
   * answers 404 unless an admin keeps it public, which bypasses that help center's password. null
   * when it is in no such help center (the shared link is as open as the article is published).
   */
  sharedLinkProtection: z
    .object({
      helpCenterName: z.string(),
      /** An admin chose to keep the shared link public. */
      keptPublic: z.boolean(),
      /** Whether the caller may change that: ADMINs, as for a help center's password. */
      canChange: z.boolean(),
    })
    .nullable(),
  /** The newest revision (issue 48): its `updatedAt` is the `baseRevisionAt` of the next save. */
  latestRevision: z.object({ id: z.uuid(), updatedAt: z.string() }).nullable().optional(),
});
export type Article = z.infer<typeof ZArticle>;

/** `PUT /help-articles/{id}/shared-link`: keep the shared link public in a protected help center. */
export const ZSharedLinkRequest = z.object({ keepPublic: z.boolean() });
export type SharedLinkRequest = z.infer<typeof ZSharedLinkRequest>;

const ZTitle = z
  .string()
  .trim()
  .min(1, { message: 'Title is required' })
  .max(ARTICLE_TITLE_MAX_LENGTH, { message: `Title must be at most ${ARTICLE_TITLE_MAX_LENGTH} characters` });
const ZContent = z.string().max(ARTICLE_CONTENT_MAX_LENGTH, { message: 'The article is too long' });

/**
 * A manual article, empty or with the given content, or started from a built-in template or from
 * one of the organization's saved templates (`templateId`): then the content is the template's
 * text, and only one of the three may be given.
 */
export const ZCreateManualArticleRequest = z
  .object({
    title: ZTitle,
    content: ZContent.default(''),
    template: z.enum(BUILT_IN_TEMPLATES).optional(),
    templateId: z.uuid().optional(),
  })
  .refine((body) => [body.content, body.template, body.templateId].filter(Boolean).length <= 1, {
    message: 'Give either content or a template, not both',
    path: ['template'],
  });
export type CreateManualArticleRequest = z.input<typeof ZCreateManualArticleRequest>;
export const ZCreateArticleResponse = z.object({ id: z.uuid() });

export const ZUpdateArticleContentRequest = z.object({
  content: ZContent,
  /** The text is an AI smart edit the writer accepted: its revision is of kind `ai-edit`. */
  aiEdit: z.boolean().optional(),
  ...ZBaseRevision.shape,
});
export const ZUpdateArticleTitleRequest = z.object({ title: ZTitle, ...ZBaseRevision.shape });

/** A tag by id, as `{id}`, or by the exact name of one of the organization's tags. */
export const ZTagReference = z.union([
  z.uuid(),
  z.object({ id: z.uuid() }),
  z.object({ name: z.string().trim().min(1).max(60) }),
]);
export const ZUpdateArticleTagsRequest = z.object({
  tags: z.array(ZTagReference).max(100),
  ...ZBaseRevision.shape,
});
export type UpdateArticleTagsRequest = z.infer<typeof ZUpdateArticleTagsRequest>;

export const ZExternalImage = z.object({
  id: z.uuid(),
  filename: z.string(),
  signedUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ExternalImage = z.infer<typeof ZExternalImage>;
export const ZExternalImageList = z.object({ externalImages: z.array(ZExternalImage) });

export const ZExternalImageParams = z.object({ id: z.uuid(), imageId: z.uuid() });

/** `GET /storage-usage`: bytes of external images the organization keeps, and its quota. */
export const ZStorageUsage = z.object({
  externalImageBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
});
export type StorageUsage = z.infer<typeof ZStorageUsage>;

export const ZSharingStats = z.object({ totalViews: z.number().int(), uniqueVisitors: z.number().int() });
export type SharingStats = z.infer<typeof ZSharingStats>;

/** `GET /files/{key}`: the query of a signed URL of the local storage. */
export const ZSignedFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
});
