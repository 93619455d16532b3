import {
  ZAnalyticsDaily,
  ZAnalyticsDailyQuery,
  ZAnalyticsHelpfulness,
  ZAnalyticsItems,
  ZAnalyticsQuery,
  ZAnalyticsSearches,
  ZAnalyticsTotals,
} from '../schemas/analytics';
import { analyticsApi } from './analytics';
import { schemasOf } from './schemasOf';

const list = { query: ZAnalyticsQuery, response: ZAnalyticsItems };
const totals = { query: ZAnalyticsQuery, response: ZAnalyticsTotals };

export const analyticsSchemas = schemasOf(analyticsApi, {
  published: list,
  publishedTotal: totals,
  shared: list,
  sharedTotal: totals,
  daily: { query: ZAnalyticsDailyQuery, response: ZAnalyticsDaily },
  searches: { query: ZAnalyticsQuery, response: ZAnalyticsSearches },
  helpfulness: { query: ZAnalyticsQuery, response: ZAnalyticsHelpfulness },
});
