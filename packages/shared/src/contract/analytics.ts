import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import {
  ZAnalyticsDaily,
  ZAnalyticsDailyQuery,
  ZAnalyticsFeedbackReasons,
  ZAnalyticsFeedbackReasonsPage,
  ZAnalyticsFeedbackReasonsPageQuery,
  ZAnalyticsHelpfulness,
  ZAnalyticsItems,
  ZAnalyticsQuery,
  ZAnalyticsSearches,
  ZAnalyticsTotals,
} from '../schemas/analytics';
import { ZIdParam } from '../schemas/common';
import { defineEndpoint } from './endpoint';

const ANALYTICS_ERRORS = [...SUBSCRIPTION_ERROR_CODES, 'NO_ACTIVE_ORGANIZATION'] as const;

/**
 * Spec 02 §7 "Analytics": what readers did with the organization's articles, each over a range
 * (`timeRange`, last30days by default) counted in the organization's time zone. The share popup's
 * per-article statistics stay with the articles (`articlesApi.sharingStats`).
 */
const list = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ANALYTICS_ERRORS,
    schemas: { query: ZAnalyticsQuery, response: ZAnalyticsItems },
  });

const totals = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ANALYTICS_ERRORS,
    schemas: { query: ZAnalyticsQuery, response: ZAnalyticsTotals },
  });

export const analyticsApi = {
  /** Help-center (published) views per article, most viewed first. */
  published: list('/analytics'),
  publishedTotal: totals('/analytics/total'),
  /** Shared-link views per article, most viewed first. */
  shared: list('/analytics/shared'),
  sharedTotal: totals('/analytics/shared/total'),
  daily: defineEndpoint({
    method: 'GET',
    path: '/analytics/daily',
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ANALYTICS_ERRORS,
    schemas: { query: ZAnalyticsDailyQuery, response: ZAnalyticsDaily },
  }),
  searches: defineEndpoint({
    method: 'GET',
    path: '/analytics/searches',
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ANALYTICS_ERRORS,
    schemas: { query: ZAnalyticsQuery, response: ZAnalyticsSearches },
  }),
  helpfulness: defineEndpoint({
    method: 'GET',
    path: '/analytics/helpfulness',
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ANALYTICS_ERRORS,
    schemas: { query: ZAnalyticsQuery, response: ZAnalyticsHelpfulness },
  }),
  /** "What was missing?" after a "No", per article (most recent first); the texts readers wrote. */
  feedbackReasons: defineEndpoint({
    method: 'GET',
    path: '/analytics/helpfulness/reasons',
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ANALYTICS_ERRORS,
    schemas: { query: ZAnalyticsQuery, response: ZAnalyticsFeedbackReasons },
  }),
  /** One article's older reasons, from the cursor the list or the previous page gave. */
  articleFeedbackReasons: defineEndpoint({
    method: 'GET',
    path: '/analytics/helpfulness/reasons/:id',
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ANALYTICS_ERRORS,
    schemas: {
      params: ZIdParam,
      query: ZAnalyticsFeedbackReasonsPageQuery,
      response: ZAnalyticsFeedbackReasonsPage,
    },
  }),
};
