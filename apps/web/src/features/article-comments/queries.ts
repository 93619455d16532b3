import type { CommentBodyRequest, CreateCommentThreadRequest } from '@support/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createThread, deleteComment, editComment, fetchThreads, replyToThread, setResolved } from './api';

/** Under ['organization']: comments belong to the active organization and go on a switch. */
export const commentKeys = {
  article: (articleId: string) => ['organization', 'article-comments', articleId] as const,
};

export function useCommentThreads(articleId: string, enabled = true) {
  return useQuery({
    queryKey: commentKeys.article(articleId),
    queryFn: () => fetchThreads(articleId),
    enabled,
  });
}

/** Every change refetches the threads and the article list (its open-threads badge). */
function useCommentMutation<V>(articleId: string, run: (input: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.article(articleId) }),
        queryClient.invalidateQueries({ queryKey: ['articles', 'list'] }),
      ]),
  });
}

export const useCreateThread = (articleId: string) =>
  useCommentMutation(articleId, (body: CreateCommentThreadRequest) => createThread(articleId, body));

export const useReply = (articleId: string) =>
  useCommentMutation(articleId, (input: { commentId: string } & CommentBodyRequest) =>
    replyToThread(articleId, input.commentId, { body: input.body, mentions: input.mentions }),
  );

export const useEditComment = (articleId: string) =>
  useCommentMutation(articleId, (input: { commentId: string } & CommentBodyRequest) =>
    editComment(articleId, input.commentId, { body: input.body, mentions: input.mentions }),
  );

export const useDeleteComment = (articleId: string) =>
  useCommentMutation(articleId, (commentId: string) => deleteComment(articleId, commentId));

export const useSetResolved = (articleId: string) =>
  useCommentMutation(articleId, (input: { commentId: string; resolved: boolean }) =>
    setResolved(articleId, input.commentId, input.resolved),
  );
