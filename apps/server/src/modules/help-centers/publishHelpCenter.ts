import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { helpCenters } from '../../db/schema';
import { emitWebhookEvent } from '../../webhooks/outbox';
import { helpCenterChanged } from './changes';
import { adminOfHelpCenters, helpCenterOf } from './policy';
import { findHelpCenter } from './queries';

/**
 * `POST /help-centers/{id}/publish` and `/unpublish` (issue 47): whether readers see the site.
 * A new help center is not published; an admin decides when it is ready. The change event drops
 * the pages kept in memory, so readers get the site, or a 404, at once.
 */
export async function setHelpCenterPublished(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  published: boolean;
  now: Date;
}): Promise<void> {
  const organizationId = adminOfHelpCenters(input.actor);
  await input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
    if (center.published === input.published) return;
    await tx
      .update(helpCenters)
      .set({ published: input.published, updatedAt: input.now })
      .where(helpCenterOf(organizationId, center.id));
    await record(helpCenterChanged(center));
    if (input.published) {
      await emitWebhookEvent(tx, {
        organizationId,
        type: 'help_center.published',
        data: { helpCenterId: center.id, name: center.name, slug: center.slug },
        now: input.now,
      });
    }
  });
}
