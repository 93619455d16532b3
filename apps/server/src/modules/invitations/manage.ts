import { INVITATION_TTL_MS, type Invitation } from '@support/shared';
import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf, adminOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { forbidden, gone, notFound } from '../../lib/errors';
import { generateSecureToken } from '../../lib/secureToken';
import { consumeFeature, type PlanCatalogue } from '../billing';
import { type Delivery, sendInvitationMail } from './delivery';
import { inviteContext } from './invite';
import { INVITATIONS_ADMIN_ONLY, invitationAdminOrganizationOf } from './policy';
import { presentInvitation } from './presenter';
import { selectInvitations } from './queries';

type Target = { db: Db; actor: Actor; invitationId: string; now: Date };

/** The open invitations of the active organization (PENDING and EXPIRED, newest first); any member may read. */
export async function listInvitations(input: { db: Db; actor: Actor; now: Date }): Promise<Invitation[]> {
  const organizationId = activeOrganizationOf(input.actor);
  const rows = await selectInvitations(
    input.db,
    and(eq(invitations.organizationId, organizationId), eq(invitations.status, 'PENDING')),
    input.now,
  );
  return rows.reverse().map(presentInvitation);
}

/** Tenant, ADMIN and the invitation id: the condition of every invitation write. */
function targetOf(input: Target): { organizationId: string; where: SQL } {
  const organizationId = invitationAdminOrganizationOf(input.actor);
  const where = and(
    eq(invitations.id, input.invitationId),
    eq(invitations.organizationId, organizationId),
    adminOf(invitations.organizationId, input.actor.userId),
  )!;
  return { organizationId, where };
}

/** A write matched nothing: unknown in this organization (404), in the wrong state (409), or no longer ADMIN. */
async function explainMiss(input: Target, organizationId: string, stateMessage?: string): Promise<never> {
  const [row] = await input.db
    .select({ status: invitations.status })
    .from(invitations)
    .where(and(eq(invitations.id, input.invitationId), eq(invitations.organizationId, organizationId)));
  if (!row) throw notFound('Invitation not found', 'INVITATION_NOT_FOUND');
  if (stateMessage && row.status !== 'PENDING') throw gone(stateMessage, `INVITATION_${row.status}`);
  throw forbidden(INVITATIONS_ADMIN_ONLY, 'ADMIN_ONLY');
}

async function presentOne(input: Target): Promise<Invitation> {
  const [row] = await selectInvitations(input.db, eq(invitations.id, input.invitationId), input.now);
  return presentInvitation(row!);
}

/** `PUT /organization/invitations/{id}/revoke`: PENDING (or expired) becomes REVOKED; its link stops working. */
export async function revokeInvitation(input: Target): Promise<Invitation> {
  const { organizationId, where } = targetOf(input);
  const updated = await input.db
    .update(invitations)
    .set({ status: 'REVOKED', revokedAt: input.now, updatedAt: input.now })
    .where(and(where, eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  if (updated.length === 0)
    await explainMiss(input, organizationId, 'Only pending invitations can be revoked');
  return presentOne(input);
}

/**
 * `POST /organization/invitations/{id}/resend`: a fresh token (the old link stops working) and a fresh
 * 7 days, so an EXPIRED invitation is PENDING again. The resending admin becomes the named inviter.
 */
export async function resendInvitation(
  input: Target & { delivery: Delivery; plans: PlanCatalogue },
): Promise<Invitation> {
  const { organizationId, where } = targetOf(input);
  const { token, hash } = generateSecureToken();
  const context = await inviteContext(input.db, input.actor, organizationId);
  const updated = await input.db.transaction(async (tx) => {
    // An expired invitation no longer holds a TEAM_MEMBERS seat; sending it again takes one.
    const [expired] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(where, eq(invitations.status, 'PENDING'), lte(invitations.expiresAt, input.now)));
    if (expired) {
      await consumeFeature({
        db: tx,
        plans: input.plans,
        organizationId,
        feature: 'TEAM_MEMBERS',
        now: input.now,
      });
    }
    return tx
      .update(invitations)
      .set({
        tokenHash: hash,
        expiresAt: new Date(input.now.getTime() + INVITATION_TTL_MS),
        inviterId: input.actor.userId,
        updatedAt: input.now,
      })
      .where(and(where, eq(invitations.status, 'PENDING')))
      .returning({ email: invitations.email, role: invitations.role });
  });
  const row = updated[0];
  if (!row) return explainMiss(input, organizationId, 'Only pending or expired invitations can be resent');
  await sendInvitationMail(input.delivery, { to: row.email, token, role: row.role, ...context });
  return presentOne(input);
}

/** `DELETE /organization/invitations/{id}`: takes an invitation off the list (the team page's Remove). */
export async function deleteInvitation(input: Target): Promise<void> {
  const { organizationId, where } = targetOf(input);
  const deleted = await input.db.delete(invitations).where(where).returning({ id: invitations.id });
  if (deleted.length === 0) await explainMiss(input, organizationId);
}
