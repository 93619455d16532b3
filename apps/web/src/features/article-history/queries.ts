import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshArticle } from '../articles/queries';
import * as api from './api';

export const historyKeys = {
  list: (id: string) => ['articles', 'detail', id, 'revisions'] as const,
  revision: (id: string, revisionId: string) => ['articles', 'detail', id, 'revisions', revisionId] as const,
};

/** The history, newest first, a page at a time ("Show older"). */
export function useRevisions(id: string) {
  return useInfiniteQuery({
    queryKey: historyKeys.list(id),
    queryFn: ({ pageParam }) => api.fetchRevisions(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** One revision whole; a revision never changes once it is no longer the newest, so it is kept. */
export function useRevision(id: string, revisionId: string | null) {
  return useQuery({
    queryKey: historyKeys.revision(id, revisionId ?? ''),
    queryFn: () => api.fetchRevision(id, revisionId!),
    enabled: Boolean(revisionId),
  });
}

export function useRestoreRevision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => api.restoreRevision(id, revisionId),
    onSuccess: () =>
      Promise.all([
        refreshArticle(queryClient, id),
        queryClient.invalidateQueries({ queryKey: historyKeys.list(id) }),
      ]),
  });
}
