import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors/catalogue';

const ZErrorCode = z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]);

/** Issue 48 item 5: one bulk request changes at most this many articles. */
export const BULK_ARTICLES_MAX = 500;

/**
 * What a bulk request does to each article. Each is the single-article call of the same name
 * (publish, the group's add or move, the tags' update, delete), so the same rules hold.
 */
export const ZBulkArticleAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('publish') }),
  z.object({ type: z.literal('unpublish') }),
  /** Into the group, leaving the one it was in (an article is in at most one). */
  z.object({ type: z.literal('placeInGroup'), groupId: z.uuid() }),
  z.object({ type: z.literal('removeFromGroup') }),
  /** One of the organization's tags, by id. */
  z.object({ type: z.literal('addTag'), tag: z.uuid() }),
  z.object({ type: z.literal('removeTag'), tag: z.uuid() }),
  z.object({ type: z.literal('delete') }),
]);
export type BulkArticleAction = z.infer<typeof ZBulkArticleAction>;
export type BulkArticleActionType = BulkArticleAction['type'];

export const ZBulkArticlesRequest = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(BULK_ARTICLES_MAX, { message: `At most ${BULK_ARTICLES_MAX} articles at once` })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each article may be named once' }),
  action: ZBulkArticleAction,
});
export type BulkArticlesRequest = z.infer<typeof ZBulkArticlesRequest>;

/** One article's outcome: changed (or already as asked), or the error its single call would answer. */
export const ZBulkArticleResult = z.discriminatedUnion('ok', [
  z.object({ id: z.uuid(), ok: z.literal(true), changed: z.boolean() }),
  z.object({ id: z.uuid(), ok: z.literal(false), code: ZErrorCode, message: z.string() }),
]);
export type BulkArticleResult = z.infer<typeof ZBulkArticleResult>;

/** In the order of the request's ids. */
export const ZBulkArticlesResponse = z.object({
  results: z.array(ZBulkArticleResult),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
});
export type BulkArticlesResponse = z.infer<typeof ZBulkArticlesResponse>;
