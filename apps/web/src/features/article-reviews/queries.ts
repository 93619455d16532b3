import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshArticle } from '../articles/queries';
import * as api from './api';

export const reviewKeys = {
  article: (id: string) => ['articles', 'detail', id, 'review'] as const,
  queue: ['review-requests'] as const,
};

export const useArticleReview = (id: string, enabled = true) =>
  useQuery({ queryKey: reviewKeys.article(id), queryFn: () => api.fetchArticleReview(id), enabled });

/** The caller's queue; the sidebar's count reads the same query. */
export const useReviewQueue = () => useQuery({ queryKey: reviewKeys.queue, queryFn: api.fetchReviewQueue });

function useReviewMutation<T>(fn: (value: T) => Promise<{ articleId: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (request) =>
      Promise.all([
        refreshArticle(queryClient, request.articleId),
        queryClient.invalidateQueries({ queryKey: reviewKeys.article(request.articleId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.queue }),
      ]),
  });
}

export const useRequestReview = (id: string) =>
  useReviewMutation((reviewerId: string | null) => api.requestReview(id, reviewerId));

export const useApproveReview = () => useReviewMutation((requestId: string) => api.approveReview(requestId));

export const useRequestChanges = () =>
  useReviewMutation(({ requestId, remark }: { requestId: string; remark: string }) =>
    api.requestChanges(requestId, remark),
  );
