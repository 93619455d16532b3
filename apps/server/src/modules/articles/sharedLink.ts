import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { forbidden } from '../../lib/errors';
import { articleUpdated } from './changes';
import { articleNotFound, articleOf, canKeepSharedLinkPublic, SHARED_LINK_ADMIN_ONLY } from './policy';

/**
 * `PUT /help-articles/{id}/shared-link` {keepPublic}: whether the article's shared link stays public
 * while it is in a password-protected help center (the Share dialog's "Keep the shared link
 * public"). The choice is kept with the article whatever help center it is in, and the change event
 * drops the cached shared page, so the link opens or closes at once.
 */
export async function setSharedLinkPublic(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  keepPublic: boolean;
  now: Date;
}): Promise<void> {
  // The organization first: another organization's article is not found, whatever the caller's role.
  const organizationId = activeOrganizationOf(input.actor);
  await input.changes.transaction(input.db, async (tx, record) => {
    const [found] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(articleOf(organizationId, input.id));
    if (!found) throw articleNotFound();
    if (!canKeepSharedLinkPublic(input.actor)) throw forbidden(SHARED_LINK_ADMIN_ONLY, 'ADMIN_ONLY');
    await tx
      .update(articles)
      .set({ sharedLinkBypassesProtection: input.keepPublic, updatedAt: input.now })
      .where(articleOf(organizationId, input.id));
    await record(articleUpdated({ id: found.id, organizationId }));
  });
}
