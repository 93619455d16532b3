import {
  type ArticleComment,
  type ArticleCommentThread,
  articleCommentsApi,
  type CommentBodyRequest,
  type CreateCommentThreadRequest,
} from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of an article's internal comments (issue 48 item 3). */

export async function fetchThreads(articleId: string): Promise<ArticleCommentThread[]> {
  return (await call(articleCommentsApi.list, { params: { id: articleId } })).threads;
}

export function createThread(
  articleId: string,
  body: CreateCommentThreadRequest,
): Promise<ArticleCommentThread> {
  return call(articleCommentsApi.createThread, { params: { id: articleId }, body });
}

export function replyToThread(
  articleId: string,
  commentId: string,
  body: CommentBodyRequest,
): Promise<ArticleComment> {
  return call(articleCommentsApi.reply, { params: { id: articleId, commentId }, body });
}

export function editComment(
  articleId: string,
  commentId: string,
  body: CommentBodyRequest,
): Promise<ArticleComment> {
  return call(articleCommentsApi.edit, { params: { id: articleId, commentId }, body });
}

export async function deleteComment(articleId: string, commentId: string): Promise<void> {
  await call(articleCommentsApi.delete, { params: { id: articleId, commentId } });
}

export function setResolved(
  articleId: string,
  commentId: string,
  resolved: boolean,
): Promise<ArticleCommentThread> {
  const endpoint = resolved ? articleCommentsApi.resolve : articleCommentsApi.reopen;
  return call(endpoint, { params: { id: articleId, commentId } });
}
