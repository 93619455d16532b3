import { z } from 'zod';

/** Issue 48 item 3: internal comments on an article; readers never see them. */
export const ARTICLE_COMMENT_BODY_MAX_LENGTH = 5000;
export const ARTICLE_COMMENT_QUOTE_MAX_LENGTH = 500;
/** Enough for a long review; past it a team resolves and deletes old threads first. */
export const ARTICLE_COMMENT_THREADS_PER_ARTICLE = 200;
export const ARTICLE_COMMENT_REPLIES_PER_THREAD = 100;
/** People one comment may mention (each gets one mail). */
export const ARTICLE_COMMENT_MENTIONS_MAX = 20;

const ZBody = z
  .string()
  .trim()
  .min(1, { message: 'Comment is required' })
  .max(ARTICLE_COMMENT_BODY_MAX_LENGTH, {
    message: `A comment may have at most ${ARTICLE_COMMENT_BODY_MAX_LENGTH} characters`,
  });

/** The organization members the comment mentions (the composer's @ picker). */
const ZMentionIds = z
  .array(z.uuid())
  .max(ARTICLE_COMMENT_MENTIONS_MAX, {
    message: `A comment may mention at most ${ARTICLE_COMMENT_MENTIONS_MAX} people`,
  })
  .default([]);

/** Where a thread points: a quoted piece of the markdown (with its offset) or a step. */
export const ZCommentAnchorRequest = z.union([
  z.object({
    quote: z
      .string()
      .min(1)
      .max(ARTICLE_COMMENT_QUOTE_MAX_LENGTH, {
        message: `A quote may have at most ${ARTICLE_COMMENT_QUOTE_MAX_LENGTH} characters`,
      }),
    /** Where the selection starts in the markdown; left out for a pasted quote (found on the server). */
    offset: z.number().int().min(0).max(10_000_000).optional(),
  }),
  z.object({ stepId: z.uuid() }),
]);
export type CommentAnchorRequest = z.infer<typeof ZCommentAnchorRequest>;

export const ZCreateCommentThreadRequest = z.object({
  body: ZBody,
  mentions: ZMentionIds,
  anchor: ZCommentAnchorRequest.optional(),
});
export type CreateCommentThreadRequest = z.input<typeof ZCreateCommentThreadRequest>;

/** A reply and an edit: the text and who it mentions. */
export const ZCommentBodyRequest = z.object({ body: ZBody, mentions: ZMentionIds });
export type CommentBodyRequest = z.input<typeof ZCommentBodyRequest>;

export const ZCommentParams = z.object({ id: z.uuid(), commentId: z.uuid() });

const ZPerson = z.object({ id: z.uuid(), name: z.string() });
export type CommentPerson = z.infer<typeof ZPerson>;

export const ZArticleComment = z.object({
  id: z.uuid(),
  body: z.string().max(ARTICLE_COMMENT_BODY_MAX_LENGTH),
  /** null once the author's account is gone. */
  author: ZPerson.nullable(),
  mentions: z.array(ZPerson),
  createdAt: z.iso.datetime(),
  /** Set when the text was edited after it was written. */
  editedAt: z.iso.datetime().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type ArticleComment = z.infer<typeof ZArticleComment>;

export const ZCommentAnchor = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    quote: z.string().max(ARTICLE_COMMENT_QUOTE_MAX_LENGTH),
    offset: z.number().int().nullable(),
    /** The quoted text is no longer in the article: the thread stays, its anchor is gone. */
    gone: z.boolean(),
  }),
  z.object({
    type: z.literal('step'),
    stepId: z.uuid(),
    /** The step's place (0-based) in the current article; null once the step is gone. */
    stepIndex: z.number().int().nullable(),
    gone: z.boolean(),
  }),
]);
export type CommentAnchor = z.infer<typeof ZCommentAnchor>;

export const ZArticleCommentThread = ZArticleComment.extend({
  anchor: ZCommentAnchor.nullable(),
  resolved: z.object({ by: ZPerson.nullable(), at: z.iso.datetime() }).nullable(),
  replies: z.array(ZArticleComment).max(ARTICLE_COMMENT_REPLIES_PER_THREAD),
});
export type ArticleCommentThread = z.infer<typeof ZArticleCommentThread>;

export const ZArticleCommentThreadList = z.object({
  threads: z.array(ZArticleCommentThread).max(ARTICLE_COMMENT_THREADS_PER_ARTICLE),
});
export type ArticleCommentThreadList = z.infer<typeof ZArticleCommentThreadList>;
