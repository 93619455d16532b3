import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { organizations } from '../../db/schema';
import { steps } from '../../db/schema/articles';
import { defineJob } from '../../jobs/defineJob';
import type { JobQueue } from '../../jobs/types';
import { typedValueRules, withholdsTypedValue } from './typedValueRules';

/** Steps read at once while looking for typed values to withhold. */
const PAGE = 500;

/**
 * `withhold-typed-values`: applies the organization's rules for typed values (its do-not-show
 * terms, its e-mail switch) to the steps it already has, as an upload applies them to new ones: a
 * value the rules withhold is removed from the step and marked withheld. Queued when the rules
 * change, and once for every organization by the migration that came with the rules (steps
 * recorded before them still held such values). Safe to run again.
 */
export const withholdTypedValuesJob = defineJob({
  type: 'withhold-typed-values',
  payload: z.object({}),
  scope: 'organization',
  needs: ['db'],
  maxAttempts: 5,
  // A pass over every step (once per organization after an upgrade): behind what people wait for.
  background: true,
  // Two rule changes in a row need one pass, with the rules as they are when it runs.
  batch: { key: () => 'withhold-typed-values' },
  handler: ({ db }) => ({
    async run(job) {
      await withholdTypedValues(db, job.organizationId);
    },
  }),
});

/** Queues the pass over the organization's steps (in `tx`, with the change of rules). */
export function queueWithholdTypedValues(jobs: JobQueue, tx: Queryable, organizationId: string) {
  return withholdTypedValuesJob.enqueue(jobs, tx, { organizationId, payload: {} });
}

/** Withholds the typed values the organization's rules withhold; answers how many steps changed. */
export async function withholdTypedValues(db: Db, organizationId: string): Promise<number> {
  const [organization] = await db
    .select({ redactionTerms: organizations.redactionTerms, hideTypedEmails: organizations.hideTypedEmails })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) return 0;
  const rules = typedValueRules(organization);
  let changed = 0;
  let after = '';
  for (;;) {
    const page = await db
      .select({ id: steps.id, typedValue: steps.typedValue })
      .from(steps)
      .where(
        and(
          eq(steps.organizationId, organizationId),
          isNotNull(steps.typedValue),
          after ? gt(steps.id, after) : undefined,
        ),
      )
      .orderBy(asc(steps.id))
      .limit(PAGE);
    const withheld = page
      .filter((step) => withholdsTypedValue(step.typedValue!, rules))
      .map((step) => step.id);
    if (withheld.length > 0) {
      // One statement per page, and only where the value is still there.
      const updated = await db
        .update(steps)
        .set({
          typedValue: null,
          details: sql`coalesce(${steps.details}, '{}'::jsonb) || '{"valueWithheld": true}'::jsonb`,
        })
        .where(
          and(
            eq(steps.organizationId, organizationId),
            inArray(steps.id, withheld),
            isNotNull(steps.typedValue),
          ),
        )
        .returning({ id: steps.id });
      changed += updated.length;
    }
    if (page.length < PAGE) return changed;
    after = page[page.length - 1]!.id;
  }
}
