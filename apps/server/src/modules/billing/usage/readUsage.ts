import { FEATURE_KEYS, type FeatureKey } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { usageRecords } from '../../../db/schema';
import { isLiveFeature, LIVE_COUNTERS } from './counters';
import type { Period } from './periods';

/** Recorded usage of one period, by feature key. */
export async function recordedUsage(
  db: Queryable,
  organizationId: string,
  periodStart: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ featureKey: usageRecords.featureKey, usageCount: usageRecords.usageCount })
    .from(usageRecords)
    .where(and(eq(usageRecords.organizationId, organizationId), eq(usageRecords.periodStart, periodStart)));
  return new Map(rows.map((row) => [row.featureKey, row.usageCount]));
}

/** Current usage of one feature: counted for live features, recorded in the period for the rest. */
export async function featureUsage(input: {
  db: Queryable;
  organizationId: string;
  feature: FeatureKey;
  period: Period | null;
  now: Date;
}): Promise<number> {
  const { db, organizationId, feature } = input;
  if (isLiveFeature(feature)) return (await LIVE_COUNTERS[feature]?.(db, organizationId, input.now)) ?? 0;
  if (!input.period) return 0;
  return (await recordedUsage(db, organizationId, input.period.start)).get(feature) ?? 0;
}

/** Current usage of every feature, with one read of the period's records. */
export async function allFeatureUsage(input: {
  db: Queryable;
  organizationId: string;
  period: Period | null;
  now: Date;
}): Promise<Record<FeatureKey, number>> {
  const recorded = input.period
    ? await recordedUsage(input.db, input.organizationId, input.period.start)
    : new Map<string, number>();
  const usage = {} as Record<FeatureKey, number>;
  for (const feature of FEATURE_KEYS) {
    const counter = LIVE_COUNTERS[feature];
    if (isLiveFeature(feature))
      usage[feature] = counter ? await counter(input.db, input.organizationId, input.now) : 0;
    else usage[feature] = recorded.get(feature) ?? 0;
  }
  return usage;
}
