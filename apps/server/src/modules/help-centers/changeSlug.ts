import { SLUG_REDIRECT_DAYS } from '@support/shared';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db, Tx } from '../../db/client';
import { helpCenterSlugRedirects, helpCenters } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../auth/users';
import { helpCenterChanged } from './changes';
import { adminOfHelpCenters, helpCenterOf } from './policy';
import { findHelpCenter } from './queries';
import { isReservedSlug } from './slug';

export const since = (now: Date) => new Date(now.getTime() - SLUG_REDIRECT_DAYS * 24 * 60 * 60 * 1000);

/** Whether another help center holds this slug: as its address, or as an address it had this year. */
export async function slugHeldByAnother(tx: Db | Tx, slug: string, helpCenterId: string | null, now: Date) {
  const [own] = await tx
    .select({ id: helpCenters.id })
    .from(helpCenters)
    .where(and(eq(helpCenters.slug, slug), helpCenterId ? ne(helpCenters.id, helpCenterId) : undefined));
  if (own) return true;
  const [earlier] = await tx
    .select({ id: helpCenterSlugRedirects.helpCenterId })
    .from(helpCenterSlugRedirects)
    .where(
      and(
        eq(helpCenterSlugRedirects.oldSlug, slug),
        gt(helpCenterSlugRedirects.createdAt, since(now)),
        helpCenterId ? ne(helpCenterSlugRedirects.helpCenterId, helpCenterId) : undefined,
      ),
    );
  return Boolean(earlier);
}

/**
 * `PUT /help-centers/{id}/slug` {slug} (issue 51 item 9): the help center's new address, in one
 * transaction with the redirect from the old one. Links customers bookmarked keep working: the old
 * slug answers a 301 to the new address for a year (http/pipeline.ts), and no other help center may
 * take it meanwhile; this help center may take it back. A slug another holds is 409, one the site or
 * the app answers itself is 400.
 */
export async function changeHelpCenterSlug(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  slug: string;
  now: Date;
}): Promise<void> {
  const organizationId = adminOfHelpCenters(input.actor);
  if (isReservedSlug(input.slug))
    throw badRequest('This address is reserved. Please choose another.', 'HELP_CENTER_SLUG_RESERVED');
  const taken = () =>
    conflict(
      'This address is already used by another help center. Please choose another.',
      'HELP_CENTER_SLUG_TAKEN',
    );
  try {
    await input.changes.transaction(input.db, async (tx, record) => {
      const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
      if (center.slug === input.slug) return;
      if (await slugHeldByAnother(tx, input.slug, center.id, input.now)) throw taken();
      // Taken back, or expired: the slug is an address again, not a redirect.
      await tx.delete(helpCenterSlugRedirects).where(eq(helpCenterSlugRedirects.oldSlug, input.slug));
      await tx
        .insert(helpCenterSlugRedirects)
        .values({ oldSlug: center.slug, helpCenterId: center.id, organizationId, createdAt: input.now })
        .onConflictDoUpdate({
          target: helpCenterSlugRedirects.oldSlug,
          set: { helpCenterId: center.id, organizationId, createdAt: input.now },
        });
      await tx
        .update(helpCenters)
        .set({ slug: input.slug, updatedAt: input.now })
        .where(helpCenterOf(organizationId, center.id));
      await record(helpCenterChanged(center));
    });
  } catch (error) {
    // Another help center was created with this slug a moment ago: the unique index says so.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
