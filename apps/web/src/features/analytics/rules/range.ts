import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange } from '@support/shared';

/** Spec 02 §9: the analytics open on the last 30 days. */
export const DEFAULT_RANGE: AnalyticsTimeRange = 'last30days';

/** The range a `?range=` value asks for; anything unknown is the default. */
export function rangeFrom(value: string | null): AnalyticsTimeRange {
  return ANALYTICS_TIME_RANGES.find((range) => range === value) ?? DEFAULT_RANGE;
}
