import type { AnalyticsTimeRange } from '@support/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  fetchArticleReasons,
  fetchDailyViews,
  fetchFeedbackReasons,
  fetchHelpfulness,
  fetchSearches,
  fetchViewList,
  fetchViewTotals,
  type ViewSource,
} from './api';

/** Under ['organization']: the figures belong to the active organization and go on a switch. */
export const analyticsKeys = {
  all: ['organization', 'analytics'] as const,
  list: (source: ViewSource, range: AnalyticsTimeRange) =>
    ['organization', 'analytics', 'list', source, range] as const,
  totals: (source: ViewSource, range: AnalyticsTimeRange) =>
    ['organization', 'analytics', 'totals', source, range] as const,
  daily: (range: AnalyticsTimeRange) => ['organization', 'analytics', 'daily', range] as const,
  searches: (range: AnalyticsTimeRange) => ['organization', 'analytics', 'searches', range] as const,
  helpfulness: (range: AnalyticsTimeRange) => ['organization', 'analytics', 'helpfulness', range] as const,
  reasons: (range: AnalyticsTimeRange) => ['organization', 'analytics', 'reasons', range] as const,
  olderReasons: (id: string, range: AnalyticsTimeRange, start: string) =>
    ['organization', 'analytics', 'reasons', range, id, start] as const,
};

/*
 * Another range keeps the figures of the last one on screen (dimmed, aria-busy) until its own
 * arrive, so switching does not blank every section at once; a first load shows its loading text.
 */
const options = { placeholderData: keepPreviousData };

/** A source's totals and its articles, loaded, failed and reloaded together (one state per source, spec 02 §2). */
export function useSourceStats(source: ViewSource, range: AnalyticsTimeRange) {
  const totals = useQuery({
    queryKey: analyticsKeys.totals(source, range),
    queryFn: () => fetchViewTotals(source, range),
    ...options,
  });
  const list = useQuery({
    queryKey: analyticsKeys.list(source, range),
    queryFn: () => fetchViewList(source, range),
    ...options,
  });
  return {
    totals: totals.data,
    items: list.data,
    isPending: totals.isPending || list.isPending,
    isError: totals.isError || list.isError,
    isStale: totals.isPlaceholderData || list.isPlaceholderData,
    refetch: () => Promise.all([totals.refetch(), list.refetch()]),
  };
}

/** Views per day of both sources, for the chart's two series. */
export function useDailyViews(range: AnalyticsTimeRange) {
  return useQuery({
    queryKey: analyticsKeys.daily(range),
    queryFn: async () => {
      const [published, shared] = await Promise.all([
        fetchDailyViews('published', range),
        fetchDailyViews('shared', range),
      ]);
      return { published, shared };
    },
    ...options,
  });
}

export function useSearchReport(range: AnalyticsTimeRange) {
  return useQuery({
    queryKey: analyticsKeys.searches(range),
    queryFn: () => fetchSearches(range),
    ...options,
  });
}

export function useHelpfulness(range: AnalyticsTimeRange) {
  return useQuery({
    queryKey: analyticsKeys.helpfulness(range),
    queryFn: () => fetchHelpfulness(range),
    ...options,
  });
}

export function useFeedbackReasons(range: AnalyticsTimeRange) {
  return useQuery({
    queryKey: analyticsKeys.reasons(range),
    queryFn: () => fetchFeedbackReasons(range),
    ...options,
  });
}

/** An article's reasons past those the list shows, a page per `fetchNextPage`, once `enabled`. */
export function useOlderReasons(id: string, range: AnalyticsTimeRange, start: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: analyticsKeys.olderReasons(id, range, start),
    queryFn: ({ pageParam }) => fetchArticleReasons(id, range, pageParam),
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
