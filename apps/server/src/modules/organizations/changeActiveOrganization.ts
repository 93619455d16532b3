import type { Organization } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { memberOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getOrganization } from './queries';

/**
 * Switches the caller's active organization. It is kept on the user row, so the switch holds for
 * every later call with the same token. Only organizations the caller belongs to can be chosen.
 */
export async function changeActiveOrganization(input: {
  db: Db;
  actor: Actor;
  organizationId: string;
  now: Date;
}): Promise<Organization> {
  const updated = await input.db
    .update(users)
    .set({ activeOrganizationId: input.organizationId, updatedAt: input.now })
    .where(and(eq(users.id, input.actor.userId), memberOf(input.organizationId, input.actor.userId)))
    .returning({ id: users.id });
  if (updated.length === 0) throw notFound('Organization not found', 'ORGANIZATION_NOT_FOUND');
  return getOrganization(input);
}
