import {
  type AnalyticsDaily,
  type AnalyticsFeedbackReasons,
  type AnalyticsFeedbackReasonsPage,
  type AnalyticsHelpfulness,
  type AnalyticsItem,
  type AnalyticsSearches,
  type AnalyticsTimeRange,
  type AnalyticsTotals,
  analyticsApi,
} from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of spec 02 §7 "Analytics", each over a range preset. */

/** Where views come from: help center pages (published) or shared links (shared). */
export type ViewSource = 'published' | 'shared';

export function fetchViewList(source: ViewSource, timeRange: AnalyticsTimeRange): Promise<AnalyticsItem[]> {
  const endpoint = source === 'published' ? analyticsApi.published : analyticsApi.shared;
  return call(endpoint, { query: { timeRange } });
}

export function fetchViewTotals(source: ViewSource, timeRange: AnalyticsTimeRange): Promise<AnalyticsTotals> {
  const endpoint = source === 'published' ? analyticsApi.publishedTotal : analyticsApi.sharedTotal;
  return call(endpoint, { query: { timeRange } });
}

export function fetchDailyViews(source: ViewSource, timeRange: AnalyticsTimeRange): Promise<AnalyticsDaily> {
  return call(analyticsApi.daily, { query: { timeRange, source } });
}

export function fetchSearches(timeRange: AnalyticsTimeRange): Promise<AnalyticsSearches> {
  return call(analyticsApi.searches, { query: { timeRange } });
}

export function fetchHelpfulness(timeRange: AnalyticsTimeRange): Promise<AnalyticsHelpfulness> {
  return call(analyticsApi.helpfulness, { query: { timeRange } });
}

export function fetchFeedbackReasons(timeRange: AnalyticsTimeRange): Promise<AnalyticsFeedbackReasons> {
  return call(analyticsApi.feedbackReasons, { query: { timeRange } });
}

/** One article's reasons older than `cursor` (the list's or the previous page's `nextCursor`). */
export function fetchArticleReasons(
  id: string,
  timeRange: AnalyticsTimeRange,
  cursor: string,
): Promise<AnalyticsFeedbackReasonsPage> {
  return call(analyticsApi.articleFeedbackReasons, { params: { id }, query: { timeRange, cursor } });
}
