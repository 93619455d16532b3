import { and, eq, inArray } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { articles, helpCenters, publicGroups } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { articleUpdated } from '../articles/changes';
import { helpCenterChanged } from './changes';
import { adminOfHelpCenters, helpCenterOf } from './policy';
import { findHelpCenter } from './queries';

/**
 * `DELETE /help-centers/{id}`: the help center with its groups and links. Its articles stay, in no
 * group (the foreign key sets them free); each is announced so its public page forgets the site.
 */
export async function deleteHelpCenter(input: {
  db: Db;
  changes: ChangeBus;
  storage: Storage;
  actor: Actor;
  id: string;
  log: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  const organizationId = adminOfHelpCenters(input.actor);
  const logoKey = await input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
    const grouped = await tx
      .select({ id: articles.id })
      .from(articles)
      .innerJoin(publicGroups, eq(publicGroups.id, articles.publicGroupId))
      .where(and(eq(publicGroups.helpCenterId, center.id), eq(articles.organizationId, organizationId)));
    if (grouped.length) {
      await tx
        .update(articles)
        .set({ publicGroupId: null, sortOrder: 0 })
        .where(
          inArray(
            articles.id,
            grouped.map((article) => article.id),
          ),
        );
    }
    await tx.delete(helpCenters).where(helpCenterOf(organizationId, center.id));
    for (const article of grouped) await record(articleUpdated({ id: article.id, organizationId }));
    await record(helpCenterChanged(center, 'deleted'));
    return center.logoKey;
  });
  if (logoKey) {
    await input.storage.delete(logoKey).catch((error: unknown) => {
      input.log.warn(
        { err: error, helpCenterId: input.id },
        'the logo of a deleted help center was left behind',
      );
    });
  }
}
