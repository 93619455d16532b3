import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizationTags } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * `POST /organization/add-tag`: any member may add a tag to the active organization (members tag
 * the articles they write). Names are unique per organization, exactly as typed (spec 02).
 */
export async function addTag(input: { db: Db; actor: Actor; name: string; now: Date }) {
  const organizationId = activeOrganizationOf(input.actor);
  const [tag] = await input.db
    .insert(organizationTags)
    .values({ organizationId, name: input.name, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: organizationTags.id, name: organizationTags.name });
  if (!tag) throw conflict('A tag with this name already exists', 'TAG_EXISTS');
  return tag;
}
