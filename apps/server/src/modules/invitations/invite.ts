import { INVITATION_TTL_MS, type Invitation, type OrganizationRole } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { adminOf } from '../../core/tenancy';
import type { Db, Tx } from '../../db/client';
import { invitations, memberships, organizations, users } from '../../db/schema';
import { conflict, forbidden } from '../../lib/errors';
import { generateSecureToken } from '../../lib/secureToken';
import { isUniqueViolation } from '../auth/users';
import { consumeFeature, type PlanCatalogue } from '../billing';
import { type Delivery, displayName, sendInvitationMail } from './delivery';
import { assertCanInvite, INVITE_ADMIN_ONLY, inviterOrganizationOf } from './policy';
import { presentInvitation } from './presenter';
import { selectInvitations } from './queries';

export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of the organization';
export const ALREADY_INVITED_MESSAGE = 'An invitation has already been sent to this e-mail address';

/**
 * `POST /organization/users/invite`: ADMIN of a COMPANY organization. A member or an open invitation
 * for the address answers 409; an expired one is renewed in place (fresh token, fresh 7 days).
 */
export async function inviteMember(input: {
  db: Db;
  actor: Actor;
  email: string;
  role: OrganizationRole;
  now: Date;
  delivery: Delivery;
  plans: PlanCatalogue;
}): Promise<Invitation> {
  const organizationId = inviterOrganizationOf(input.actor);
  const { token, hash } = generateSecureToken();
  const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_MS);
  let sent: { invitationId: string; inviter: string; organization: string };
  try {
    sent = await input.db.transaction(async (tx) => {
      const context = await inviteContext(tx, input.actor, organizationId);
      await assertNotMember(tx, organizationId, input.email);
      const values = { role: input.role, tokenHash: hash, inviterId: input.actor.userId, expiresAt };
      const [open] = await tx
        .select({ id: invitations.id, expiresAt: invitations.expiresAt })
        .from(invitations)
        .where(and(eq(invitations.organizationId, organizationId), sameEmail(input.email), pending()));
      if (open && open.expiresAt > input.now) throw conflict(ALREADY_INVITED_MESSAGE, 'ALREADY_INVITED');
      // An active subscription and a free TEAM_MEMBERS seat (members plus open invitations).
      await consumeFeature({
        db: tx,
        plans: input.plans,
        organizationId,
        feature: 'TEAM_MEMBERS',
        now: input.now,
      });
      const [row] = open
        ? await tx
            .update(invitations)
            .set({ ...values, createdAt: input.now, updatedAt: input.now })
            .where(eq(invitations.id, open.id))
            .returning({ id: invitations.id })
        : await tx
            .insert(invitations)
            .values({
              ...values,
              organizationId,
              email: input.email,
              createdAt: input.now,
              updatedAt: input.now,
            })
            .returning({ id: invitations.id });
      if (!row) throw new Error('invitation write returned no row');
      return { invitationId: row.id, ...context };
    });
  } catch (error) {
    // Two admins inviting one address at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(ALREADY_INVITED_MESSAGE, 'ALREADY_INVITED');
    throw error;
  }
  await sendInvitationMail(input.delivery, {
    to: input.email,
    token,
    role: input.role,
    inviter: sent.inviter,
    organization: sent.organization,
  });
  const [invitation] = await selectInvitations(input.db, eq(invitations.id, sent.invitationId), input.now);
  return presentInvitation(invitation!);
}

/** The organization (ADMIN condition in the query) and the inviter's name for the mail. */
export async function inviteContext(tx: Tx | Db, actor: Actor, organizationId: string) {
  const [row] = await tx
    .select({
      type: organizations.type,
      organization: organizations.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(organizations)
    .innerJoin(users, eq(users.id, actor.userId))
    .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, actor.userId)));
  if (!row) throw forbidden(INVITE_ADMIN_ONLY, 'ADMIN_ONLY');
  assertCanInvite(row);
  return { organization: row.organization, inviter: displayName(row) };
}

async function assertNotMember(tx: Tx, organizationId: string, email: string): Promise<void> {
  const [member] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  if (member) throw conflict(ALREADY_MEMBER_MESSAGE, 'ALREADY_MEMBER');
}

const sameEmail = (email: string) => eq(sql`lower(${invitations.email})`, email.toLowerCase());
const pending = () => eq(invitations.status, 'PENDING');
