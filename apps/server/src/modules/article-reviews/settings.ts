import type { Organization } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { adminOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { memberships, organizations } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import {
  canManageMembers,
  canUpdateOrganization,
  MEMBERS_ADMIN_ONLY,
  SETTINGS_ADMIN_ONLY,
} from '../organizations/policy';
import { getOrganization } from '../organizations/queries';

/** `PUT /organization/settings/review`: "Publishing needs review", ADMIN only (token and SQL). */
export async function updateReviewSetting(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  publishingNeedsReview: boolean;
  now: Date;
}): Promise<Organization> {
  const organizationId = authorizedOrganizationOf(input.actor, canUpdateOrganization, SETTINGS_ADMIN_ONLY);
  await input.changes.transaction(input.db, async (tx, record) => {
    const updated = await tx
      .update(organizations)
      .set({ publishingNeedsReview: input.publishingNeedsReview, updatedAt: input.now })
      .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)))
      .returning({ id: organizations.id });
    if (updated.length === 0) throw forbidden(SETTINGS_ADMIN_ONLY, 'ADMIN_ONLY');
    await record({ topic: 'organization', organizationId });
  });
  return getOrganization({ db: input.db, actor: input.actor, organizationId });
}

/**
 * `PUT /organization/{id}/users/{userId}/reviewer`: an ADMIN of that organization marks a member
 * as a reviewer or not (admins review anyway; an admin's own flag may be set too, it changes nothing).
 */
export async function setMemberReviewer(input: {
  db: Db;
  actor: Actor;
  organizationId: string;
  userId: string;
  isReviewer: boolean;
}): Promise<void> {
  if (input.organizationId !== input.actor.organizationId)
    throw notFound('Organization not found', 'ORGANIZATION_NOT_FOUND');
  if (!canManageMembers(input.actor)) throw forbidden(MEMBERS_ADMIN_ONLY, 'ADMIN_ONLY');
  const updated = await input.db
    .update(memberships)
    .set({ isReviewer: input.isReviewer })
    .where(
      and(
        eq(memberships.organizationId, input.organizationId),
        eq(memberships.userId, input.userId),
        adminOf(memberships.organizationId, input.actor.userId),
      ),
    )
    .returning({ userId: memberships.userId });
  if (updated.length === 0) throw notFound('Member not found', 'MEMBER_NOT_FOUND');
}
