import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import {
  ZArticleComment,
  ZArticleCommentThread,
  ZArticleCommentThreadList,
  ZCommentBodyRequest,
  ZCommentParams,
  ZCreateCommentThreadRequest,
} from '../schemas/articleComment';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** Scoped to the caller's active organization: another organization's article is not found. */
const SCOPED = [
  'NO_ACTIVE_ORGANIZATION',
  'FORBIDDEN',
  'ARTICLE_NOT_FOUND',
  ...SUBSCRIPTION_ERROR_CODES,
] as const;
const ONE = [...SCOPED, 'COMMENT_NOT_FOUND'] as const;
const MENTIONS = ['COMMENT_MENTION_NOT_MEMBER'] as const;

/**
 * Issue 48 item 3: internal comments on an article, for admins and members (readers never see
 * them). A thread is a top-level comment with its replies, one level deep.
 */
export const articleCommentsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/help-articles/:id/comments',
    tag: 'article-comments',
    auth: true,
    errors: SCOPED,
    schemas: { params: ZIdParam, response: ZArticleCommentThreadList },
  }),
  /** 409 COMMENT_THREADS_FULL past 200 threads; 400 COMMENT_STEP_NOT_FOUND for a step of another article. */
  createThread: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/comments',
    tag: 'article-comments',
    auth: true,
    status: 201,
    errors: [...SCOPED, ...MENTIONS, 'COMMENT_THREADS_FULL', 'COMMENT_STEP_NOT_FOUND'],
    schemas: { params: ZIdParam, body: ZCreateCommentThreadRequest, response: ZArticleCommentThread },
  }),
  /** A reply to the thread `commentId` (a reply to a reply joins the same thread); 409 past 100. */
  reply: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/comments/:commentId/replies',
    tag: 'article-comments',
    auth: true,
    status: 201,
    errors: [...ONE, ...MENTIONS, 'COMMENT_REPLIES_FULL'],
    schemas: { params: ZCommentParams, body: ZCommentBodyRequest, response: ZArticleComment },
  }),
  /** Only the author edits; newly mentioned people get a mail, the others not again. */
  edit: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/comments/:commentId',
    tag: 'article-comments',
    auth: true,
    errors: [...ONE, ...MENTIONS],
    schemas: { params: ZCommentParams, body: ZCommentBodyRequest, response: ZArticleComment },
  }),
  /** The author or an admin; deleting a thread's first comment deletes the thread. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/help-articles/:id/comments/:commentId',
    tag: 'article-comments',
    auth: true,
    errors: ONE,
    schemas: { params: ZCommentParams, response: ZOkResponse },
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/comments/:commentId/resolve',
    tag: 'article-comments',
    auth: true,
    errors: ONE,
    schemas: { params: ZCommentParams, response: ZArticleCommentThread },
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/comments/:commentId/reopen',
    tag: 'article-comments',
    auth: true,
    errors: ONE,
    schemas: { params: ZCommentParams, response: ZArticleCommentThread },
  }),
};
