import type { ZPutHelpCenterLinksRequest } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { helpCenterLinks, helpCenters } from '../../db/schema';
import { helpCenterChanged } from './changes';
import { helpCenterOf } from './policy';
import { findHelpCenter, type HelpCenterLinkRow, linksOf } from './queries';

type Links = z.output<typeof ZPutHelpCenterLinksRequest>['links'];

/** `GET /help-centers/{id}/links`: in their order. */
export async function listLinks(input: { db: Db; actor: Actor; id: string }): Promise<HelpCenterLinkRow[]> {
  const organizationId = activeOrganizationOf(input.actor);
  const center = await findHelpCenter(input.db, organizationId, input.id);
  return (await linksOf(input.db, [center.id])).get(center.id) ?? [];
}

/**
 * `PUT /help-centers/{id}/links`: the whole list, as the links tab saves it after every add, edit,
 * delete or move; the order is rewritten 0..n. Two saves at once take turns on the help center's row,
 * so the list is always one of them, never a mix.
 */
export async function replaceLinks(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  links: Links;
  now: Date;
}): Promise<HelpCenterLinkRow[]> {
  const organizationId = activeOrganizationOf(input.actor);
  return input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
    await tx.delete(helpCenterLinks).where(eq(helpCenterLinks.helpCenterId, center.id));
    const rows = input.links.length
      ? await tx
          .insert(helpCenterLinks)
          .values(
            input.links.map((link, sortOrder) => ({
              organizationId,
              helpCenterId: center.id,
              title: link.title,
              subtitle: link.subtitle,
              url: link.url,
              icon: link.icon,
              sortOrder,
            })),
          )
          .returning()
      : [];
    await tx.update(helpCenters).set({ updatedAt: input.now }).where(helpCenterOf(organizationId, center.id));
    await record(helpCenterChanged(center));
    return rows.sort((a, b) => a.sortOrder - b.sortOrder);
  });
}
