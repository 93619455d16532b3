import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { articleKeys } from '../articles/queries';
import {
  cancelJob,
  fetchAdminArticle,
  fetchJobs,
  fetchSystem,
  type JobFilter,
  regenerateArticle,
  retryJob,
  testProvider,
} from './operationsApi';
import { adminKeys } from './queries';

export const operationsKeys = {
  jobs: (filter: JobFilter) => ['admin', 'jobs', filter.status ?? '', filter.type ?? ''] as const,
  allJobs: ['admin', 'jobs'] as const,
  system: ['admin', 'system'] as const,
  article: (id: string) => ['admin', 'article', id] as const,
};

/** The job list of a filter; it refreshes while shown, since the queue moves on by itself. */
export function useAdminJobs(filter: JobFilter) {
  return useInfiniteQuery({
    queryKey: operationsKeys.jobs(filter),
    queryFn: ({ pageParam }) => fetchJobs(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** Retry or cancel: the queue, the system summary and the audit log all change. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: 'retry' | 'cancel' }) =>
      kind === 'retry' ? retryJob(id) : cancelJob(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAdminSystem() {
  return useQuery({ queryKey: operationsKeys.system, queryFn: fetchSystem });
}

export function useTestProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  });
}

export function useAdminArticle(id: string, enabled: boolean) {
  return useQuery({ queryKey: operationsKeys.article(id), queryFn: () => fetchAdminArticle(id), enabled });
}

/** A new version is generated: the admin view, the article itself and the audit log change. */
export function useRegenerateArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateArticle(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: articleKeys.all }),
      ]),
  });
}
