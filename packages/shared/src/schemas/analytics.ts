import { z } from 'zod';

/** Spec 02 §7: the analytics' range presets (last30days when none is asked, §9). */
export const ANALYTICS_TIME_RANGES = ['today', 'last7days', 'last30days', 'alltime'] as const;
export type AnalyticsTimeRange = (typeof ANALYTICS_TIME_RANGES)[number];

/** Published: views of help-center article pages; shared: views of shared links. */
export const ANALYTICS_SOURCES = ['published', 'shared', 'all'] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

/** How many rows a bounded analytics list holds at most. */
export const ANALYTICS_LIST_LIMIT = 20;

export const ZAnalyticsQuery = z.object({
  timeRange: z.enum(ANALYTICS_TIME_RANGES).default('last30days'),
});

export const ZAnalyticsDailyQuery = ZAnalyticsQuery.extend({
  source: z.enum(ANALYTICS_SOURCES).default('all'),
});

/** The range a figure covers: instants (ISO) from midnight of its first day in the organization's zone to now. */
export const ZAnalyticsRange = z.object({
  startDate: z.string(),
  endDate: z.string(),
  preset: z.enum(ANALYTICS_TIME_RANGES),
  /** The IANA zone the days were counted in (the organization's setting). */
  timeZone: z.string(),
});
export type AnalyticsRange = z.infer<typeof ZAnalyticsRange>;

/** Spec 02 §3 "Analytics item". */
export const ZAnalyticsItem = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  totalViews: z.number().int(),
  uniqueVisitors: z.number().int(),
});
export type AnalyticsItem = z.infer<typeof ZAnalyticsItem>;

export const ZAnalyticsItems = z.array(ZAnalyticsItem);

/** Spec 02 §3 "Totals". */
export const ZAnalyticsTotals = z.object({
  totalViews: z.number().int(),
  uniqueVisitors: z.number().int(),
  timeRange: ZAnalyticsRange,
});
export type AnalyticsTotals = z.infer<typeof ZAnalyticsTotals>;

/** Views per day for the chart: every day of the range, in order, zeros included. */
export const ZAnalyticsDaily = z.object({
  timeRange: ZAnalyticsRange,
  source: z.enum(ANALYTICS_SOURCES),
  days: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      views: z.number().int(),
      uniqueVisitors: z.number().int(),
    }),
  ),
});
export type AnalyticsDaily = z.infer<typeof ZAnalyticsDaily>;

const ZSearchQueryCount = z.object({
  query: z.string(),
  searches: z.number().int(),
  /** Searches that found nothing. */
  empty: z.number().int(),
  /** Results opened from these searches. */
  opened: z.number().int(),
});
export type AnalyticsSearchQuery = z.infer<typeof ZSearchQueryCount>;

/** What readers searched for in each help center: bounded lists (ANALYTICS_LIST_LIMIT), most searched first. */
export const ZAnalyticsSearches = z.object({
  timeRange: ZAnalyticsRange,
  helpCenters: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      totalSearches: z.number().int(),
      topQueries: z.array(ZSearchQueryCount),
      noResults: z.array(ZSearchQueryCount),
      /** Searches with results of which readers opened none. */
      noClicks: z.array(ZSearchQueryCount),
    }),
  ),
});
export type AnalyticsSearches = z.infer<typeof ZAnalyticsSearches>;

/** "Was this helpful?" per article, least helpful first (bounded). */
export const ZAnalyticsHelpfulness = z.object({
  timeRange: ZAnalyticsRange,
  articles: z.array(
    z.object({
      id: z.uuid(),
      /** null when the article has been deleted since (its answers stay in the counts). */
      title: z.string().nullable(),
      helpful: z.number().int(),
      notHelpful: z.number().int(),
    }),
  ),
});
export type AnalyticsHelpfulness = z.infer<typeof ZAnalyticsHelpfulness>;

/** The longest "What was missing?" a reader may send (UTF-16 units, as a browser's `maxlength` counts). */
export const FEEDBACK_REASON_MAX_LENGTH = 300;
/** The reasons shown per article in the analytics (most recent first); `total` says how many there are. */
export const FEEDBACK_REASONS_PER_ARTICLE = 10;
/** The older reasons of one article loaded at a time. */
export const FEEDBACK_REASONS_PAGE = 20;

/**
 * Where the next page of an article's reasons starts: the last shown reason's instant and id
 * (`2026-11-27T10:00:00.000Z_<uuid>`), so reasons arriving meanwhile do not shift the pages.
 */
export const ZFeedbackReasonCursor = z
  .string()
  .max(80)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f-]{36}$/);

const ZFeedbackReason = z.object({
  id: z.uuid(),
  reason: z.string(),
  /** The page's language (a locale such as de-DE). */
  language: z.string(),
  createdAt: z.string(),
});

/** "What was missing?" per article, the article with the latest reason first (bounded lists). */
export const ZAnalyticsFeedbackReasons = z.object({
  timeRange: ZAnalyticsRange,
  articles: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      /** All the article's reasons in the range; `reasons` holds the latest of them. */
      total: z.number().int(),
      reasons: z.array(ZFeedbackReason),
      /** Where the older ones start (`GET …/reasons/{id}?cursor=`), null when all are shown. */
      nextCursor: ZFeedbackReasonCursor.nullable(),
    }),
  ),
});
export type AnalyticsFeedbackReasons = z.infer<typeof ZAnalyticsFeedbackReasons>;

export const ZAnalyticsFeedbackReasonsPageQuery = ZAnalyticsQuery.extend({
  cursor: ZFeedbackReasonCursor.optional(),
});

/** One article's older reasons, FEEDBACK_REASONS_PAGE at a time, newest first. */
export const ZAnalyticsFeedbackReasonsPage = z.object({
  reasons: z.array(ZFeedbackReason),
  nextCursor: ZFeedbackReasonCursor.nullable(),
});
export type AnalyticsFeedbackReasonsPage = z.infer<typeof ZAnalyticsFeedbackReasonsPage>;
