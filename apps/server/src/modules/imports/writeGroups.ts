import { eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Db } from '../../db/client';
import { publicGroups } from '../../db/schema';
import { helpCenterChanged } from '../help-centers/changes';
import { findHelpCenter } from '../help-centers/queries';
import type { SourceGroup } from './source';

/**
 * The source's groups in the help center, parents first: a group with the same name under the same
 * parent is reused (a re-import finds the groups it made), others are added after their siblings.
 * Answers the group id of every source group's key.
 */
export async function writeGroups(input: {
  db: Db;
  changes: ChangeBus;
  organizationId: string;
  helpCenterId: string;
  groups: SourceGroup[];
}): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (input.groups.length === 0) return ids;
  await input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, input.organizationId, input.helpCenterId, { lock: true });
    const existing = await tx.select().from(publicGroups).where(eq(publicGroups.helpCenterId, center.id));
    // Parents come before their children in the source's order.
    for (const group of input.groups) {
      const parentId = group.parentKey ? (ids.get(group.parentKey) ?? null) : null;
      const siblings = existing.filter((row) => row.parentId === parentId);
      const found = siblings.find((row) => row.name.toLowerCase() === group.name.toLowerCase());
      if (found) {
        ids.set(group.key, found.id);
        continue;
      }
      const [created] = await tx
        .insert(publicGroups)
        .values({
          organizationId: input.organizationId,
          helpCenterId: center.id,
          parentId,
          name: group.name,
          description: group.description,
          translations: group.translations,
          sortOrder: group.position ?? siblings.length,
        })
        .returning();
      existing.push(created!);
      ids.set(group.key, created!.id);
    }
    await record(helpCenterChanged(center));
  });
  return ids;
}
