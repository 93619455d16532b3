import type { UsagePeriod } from '@support/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../../core/actor';
import { activeOrganizationOf } from '../../../core/tenancy';
import type { Db } from '../../../db/client';
import { usageRecords } from '../../../db/schema';
import { findSubscription } from '../plans/subscriptions';
import { currentPeriod } from './periods';

/** Two years of monthly periods: the table of the usage page, newest first. */
const MAX_PERIODS = 24;

/** `GET /plan/usage-periods`: the recorded usage per billing period, the running one always included. */
export async function listUsagePeriods(input: {
  db: Db;
  actor: Actor;
  now: Date;
}): Promise<{ periods: UsagePeriod[] }> {
  const organizationId = activeOrganizationOf(input.actor);
  const subscription = await findSubscription(input.db, organizationId);
  const current = subscription ? currentPeriod(subscription, input.now) : null;
  const rows = await input.db
    .select({
      periodStart: usageRecords.periodStart,
      periodEnd: usageRecords.periodEnd,
      featureKey: usageRecords.featureKey,
      usageCount: usageRecords.usageCount,
    })
    .from(usageRecords)
    .where(eq(usageRecords.organizationId, organizationId))
    .orderBy(desc(usageRecords.periodStart), asc(usageRecords.featureKey));

  const periods = new Map<number, UsagePeriod>();
  if (current) {
    periods.set(current.start.getTime(), {
      periodStart: current.start.toISOString(),
      periodEnd: current.end?.toISOString() ?? null,
      isCurrent: true,
      records: [],
    });
  }
  for (const row of rows) {
    const key = row.periodStart.getTime();
    let period = periods.get(key);
    if (!period) {
      period = {
        periodStart: row.periodStart.toISOString(),
        periodEnd: row.periodEnd?.toISOString() ?? null,
        isCurrent: false,
        records: [],
      };
      periods.set(key, period);
    }
    period.records.push({ featureKey: row.featureKey, usageCount: row.usageCount });
  }
  const sorted = [...periods.entries()].sort(([a], [b]) => b - a).map(([, period]) => period);
  return { periods: sorted.slice(0, MAX_PERIODS) };
}
