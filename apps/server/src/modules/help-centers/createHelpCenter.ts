import { DEFAULT_HELP_CENTER_THEME } from '@support/shared';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { helpCenters } from '../../db/schema';
import { consumeFeature, type PlanCatalogue } from '../billing';
import { slugHeldByAnother } from './changeSlug';
import { helpCenterChanged } from './changes';
import { countHelpCenters } from './counter';
import { adminOfHelpCenters } from './policy';
import { slugCandidate, slugFromName } from './slug';

/**
 * `POST /help-centers` {name, description?}: takes one unit of HELPCENTERS_TOTAL in the same
 * transaction as the insert (the subscription row is locked, so concurrent creates never pass the
 * limit); 403 LIMIT_REACHED beyond it. The slug comes from the name (an admin may change it later,
 * changeSlug.ts); a taken one, or one another help center had this year, gets a short random suffix.
 */
export async function createHelpCenter(input: {
  db: Db;
  changes: ChangeBus;
  plans: PlanCatalogue;
  actor: Actor;
  name: string;
  description: string | null;
  now: Date;
  /** A new help center waits for an admin to publish it; the demo's is shown at once. */
  published?: boolean;
}): Promise<{ id: string }> {
  const organizationId = adminOfHelpCenters(input.actor);
  return input.changes.transaction(input.db, async (tx, record) => {
    await consumeFeature({
      db: tx,
      plans: input.plans,
      organizationId,
      feature: 'HELPCENTERS_TOTAL',
      now: input.now,
      count: (db) => countHelpCenters(db, organizationId),
    });
    const slug = slugFromName(input.name);
    for (let attempt = 0; ; attempt++) {
      if (attempt > 20) throw new Error('no free slug found for a help center');
      const candidate = slugCandidate(slug, attempt);
      // An address another help center had this year still redirects there (changeSlug.ts).
      if (await slugHeldByAnother(tx, candidate, null, input.now)) continue;
      const [created] = await tx
        .insert(helpCenters)
        .values({
          organizationId,
          name: input.name,
          description: input.description,
          slug: candidate,
          ...DEFAULT_HELP_CENTER_THEME,
          published: input.published ?? false,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .onConflictDoNothing({ target: helpCenters.slug })
        .returning({ id: helpCenters.id });
      if (created) {
        await record(helpCenterChanged({ id: created.id, organizationId }));
        return created;
      }
    }
  });
}
