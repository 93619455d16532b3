import { type ArticleListShow, articleStatus, type ContentType } from '@support/shared';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { planKeys } from '../plans/queries';
import { profileKeys } from '../profile/queries';
import * as api from './api';
import { anyProcessing, refetchInterval } from './rules/status';

/** Spec 02 §9 polling: the list every 3 s while an article is processing, an article every 5 s. */
export const LIST_POLL_MS = 3000;
export const ARTICLE_POLL_MS = 5000;

export const articleKeys = {
  all: ['articles'] as const,
  list: (scope: api.ArticleListScope = 'all') => ['articles', 'list', scope] as const,
  detail: (id: string) => ['articles', 'detail', id] as const,
  images: (id: string) => ['articles', 'detail', id, 'external-images'] as const,
  stats: (id: string) => ['articles', 'detail', id, 'sharing-stats'] as const,
};

export function useArticles(scope: api.ArticleListScope = 'all') {
  return useQuery({
    queryKey: articleKeys.list(scope),
    queryFn: () => api.fetchArticles(scope),
    refetchInterval: (query) => (anyProcessing(query.state.data?.articles ?? []) ? LIST_POLL_MS : false),
  });
}

export type ArticlePageFilters = { q: string; tagId: string | null; show: ArticleListShow };

/**
 * The list screen's articles, 50 at a time as the person scrolls, searched and filtered by the
 * server; polled like the whole list while one of the loaded articles is processing.
 */
export function useArticlePages(filters: ArticlePageFilters) {
  return useInfiniteQuery({
    queryKey: [...articleKeys.list('all'), 'pages', filters] as const,
    queryFn: ({ pageParam }) =>
      api.fetchArticlePage({
        cursor: pageParam,
        q: filters.q.trim() || undefined,
        tagId: filters.tagId ?? undefined,
        show: filters.show === 'all' ? undefined : filters.show,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // While the next search runs, the list keeps showing the previous answer.
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      anyProcessing(query.state.data?.pages.flatMap((page) => page.articles) ?? []) ? LIST_POLL_MS : false,
  });
}

export function useArticle(id: string) {
  return useQuery({
    queryKey: articleKeys.detail(id),
    queryFn: () => api.fetchArticle(id),
    refetchInterval: (query) =>
      refetchInterval(query.state.data ? articleStatus(query.state.data) : undefined, ARTICLE_POLL_MS),
  });
}

/** After a change to one article: it, and every list it appears in. */
export function refreshArticle(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: articleKeys.detail(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: ['articles', 'list'] }),
  ]);
}

/** A change to one article that refreshes it and its lists when done. */
export function useArticleMutation<TVariables, TData = unknown>(
  id: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshArticle(queryClient, id) });
}

export function useCreateManualArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.createManualArticle,
    // A new article moves the ARTICLES_TOTAL and ARTICLES_MONTHLY counts.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['articles', 'list'] }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]),
  });
}

export const useUpdateTitle = (id: string) =>
  useArticleMutation(id, (title: string) => api.updateTitle(id, title));
export const useUpdateTags = (id: string) =>
  useArticleMutation(id, (tagIds: string[]) => api.updateTags(id, tagIds));
export const usePublish = (id: string) => useArticleMutation(id, () => api.publishArticle(id));
export const useUnpublish = (id: string) => useArticleMutation(id, () => api.unpublishArticle(id));
export const useKeepSharedLinkPublic = (id: string) =>
  useArticleMutation(id, (keepPublic: boolean) => api.keepSharedLinkPublic(id, keepPublic));
export const useRestartGeneration = (id: string) => useArticleMutation(id, () => api.restartGeneration(id));
export const useTranscribe = (id: string) => useArticleMutation(id, () => api.transcribeArticle(id));
export const useChangeContentType = (id: string) =>
  useArticleMutation(id, (contentType: ContentType) => api.changeContentType(id, contentType));

export function useAddOrganizationTag(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.addOrganizationTag,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId), exact: true }),
        queryClient.invalidateQueries({ queryKey: profileKeys.activeOrganization }),
      ]),
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.deleteArticle,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: articleKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['articles', 'list'] }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
    },
  });
}

export function useExternalImages(id: string, enabled = true) {
  return useQuery({ queryKey: articleKeys.images(id), queryFn: () => api.fetchExternalImages(id), enabled });
}

export function useUploadImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.uploadExternalImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.images(id) }),
  });
}

export function useDeleteImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => api.deleteExternalImage(id, imageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.images(id) }),
  });
}

export function useSharingStats(id: string, enabled: boolean) {
  return useQuery({ queryKey: articleKeys.stats(id), queryFn: () => api.fetchSharingStats(id), enabled });
}
