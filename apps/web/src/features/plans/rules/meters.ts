import type { FeatureKey, FeatureStatus, PlanLimits } from '@support/shared';

/** The usage page's four meters (spec 02 "Usage page") and the notice each shows at its limit. */
export const METER_FEATURES = [
  'ARTICLES_MONTHLY',
  'ARTICLES_TOTAL',
  'HELPCENTERS_TOTAL',
  'GLOSSARY',
] as const;
export type MeterFeature = (typeof METER_FEATURES)[number];

/** Spec 02 §9: the total-article bar appears at 80% of its limit; bars are never thinner than 1%. */
export const TOTAL_ARTICLES_WARNING_PERCENT = 80;
export const MIN_BAR_PERCENT = 1;

/** Share of the limit used, in whole percent; null when nothing limits it. A limit of 0 is full. */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 100;
  return Math.round((used / limit) * 100);
}

/** Width of a bar: the percent, capped at 100, and at least 1% so an empty meter still shows. */
export function barWidth(percent: number): number {
  return Math.min(100, Math.max(MIN_BAR_PERCENT, percent));
}

export type Meter = {
  feature: MeterFeature;
  used: number;
  limit: number | null;
  percent: number | null;
  showBar: boolean;
  limitReached: boolean;
  /** Not part of the plan at all (an off feature), rather than unlimited. */
  unavailable: boolean;
};

/** The monthly bar always shows; the total-article bar from 80%; the others whenever a limit exists. */
export function showsBar(feature: MeterFeature, percent: number | null): boolean {
  if (percent === null) return false;
  if (feature === 'ARTICLES_TOTAL') return percent >= TOTAL_ARTICLES_WARNING_PERCENT;
  return true;
}

/** `planLimits` tells an off feature (false) from an unlimited one; both come without a numeric limit. */
export function buildMeters(
  features: Partial<Record<FeatureKey, FeatureStatus>>,
  planLimits: PlanLimits | undefined,
): Meter[] {
  return METER_FEATURES.map((feature) => {
    const status = features[feature];
    const used = status?.currentUsage ?? 0;
    const limit = status?.limit ?? null;
    const unavailable = planLimits?.[feature] === false;
    const percent = unavailable ? null : usagePercent(used, limit);
    return {
      feature,
      used,
      limit,
      percent,
      showBar: !unavailable && showsBar(feature, percent),
      limitReached: Boolean(status?.isLimitReached),
      unavailable,
    };
  });
}
