import { z } from 'zod';

/**
 * Issue 48 item 2: where an article stands between writing and readers. PUBLISHED_WITH_CHANGES: it
 * is published and edited since (readers still see the published text, the app the draft).
 */
export const PUBLICATION_STATES = [
  'DRAFT',
  'IN_REVIEW',
  'CHANGES_REQUESTED',
  'PUBLISHED',
  'PUBLISHED_WITH_CHANGES',
] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const REVIEW_REMARK_MAX_LENGTH = 2000;

const ZPerson = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type ReviewPerson = z.infer<typeof ZPerson>;

export const ZReviewRequest = z.object({
  id: z.uuid(),
  articleId: z.uuid(),
  articleTitle: z.string(),
  status: z.enum(['OPEN', 'APPROVED', 'CHANGES_REQUESTED', 'WITHDRAWN']),
  requester: ZPerson.nullable(),
  /** null: anyone allowed to review. */
  reviewer: ZPerson.nullable(),
  remark: z.string().nullable(),
  decidedBy: ZPerson.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the caller may approve it or ask for changes (canReviewArticle). */
  canReview: z.boolean(),
});
export type ReviewRequest = z.infer<typeof ZReviewRequest>;

/** `GET /help-articles/{id}/review`: what the article page shows and offers about publishing. */
export const ZArticleReview = z.object({
  needsReview: z.boolean(),
  /** Publish answers 403 REVIEW_REQUIRED unless this is true; the web shows Request review then. */
  canPublishDirectly: z.boolean(),
  /** The open request, else the newest decided one (its remark when changes were asked for). */
  open: ZReviewRequest.nullable(),
  latest: ZReviewRequest.nullable(),
  /** Whom a review can be asked of: admins and reviewers, the caller left out. */
  reviewers: z.array(ZPerson),
  /** The revision readers see (null: not published with history): the queue's diff compares with it. */
  publishedRevisionId: z.uuid().nullable(),
  latestRevisionId: z.uuid().nullable(),
});
export type ArticleReview = z.infer<typeof ZArticleReview>;

export const ZCreateReviewRequest = z.object({ reviewerId: z.uuid().nullable() }).strict();
export type CreateReviewRequest = z.infer<typeof ZCreateReviewRequest>;

export const ZRequestChangesRequest = z
  .object({ remark: z.string().trim().min(1).max(REVIEW_REMARK_MAX_LENGTH) })
  .strict();
export type RequestChangesRequest = z.infer<typeof ZRequestChangesRequest>;

/** `GET /review-requests`: the open requests the caller may answer, oldest first. */
export const ZReviewQueue = z.object({ requests: z.array(ZReviewRequest), total: z.number().int() });
export type ReviewQueue = z.infer<typeof ZReviewQueue>;

export const ZReviewRequestParams = z.object({ requestId: z.uuid() });

export const ZUpdateReviewSettingRequest = z.object({ publishingNeedsReview: z.boolean() }).strict();
export const ZMemberReviewerRequest = z.object({ isReviewer: z.boolean() }).strict();
