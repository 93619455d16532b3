import type { UiLanguage, UserProfile } from '@support/shared';
import { CHANGE_PASSWORD_MIN_LENGTH, subscriptionState } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor, ActorSubscription } from '../../core/actor';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import type { TokenService } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/password';
import { assertNewPassword } from '../auth/passwordRules';
import { endOtherSessions, startSession } from '../auth/sessions';
import { NO_PLAN, type ProfilePlan, presentProfile } from './presenter';

/**
 * The signed-in user with the active organization, named only while they still belong to it:
 * all of it came with the actor, read by this request's authentication (no query of its own).
 */
export function getProfile(input: { actor: Actor; now: Date }): UserProfile {
  const { actor } = input;
  return presentProfile(
    {
      id: actor.userId,
      firstName: actor.firstName,
      lastName: actor.lastName,
      email: actor.email,
      userType: actor.userType,
      language: actor.language,
      activeOrganizationId: actor.organizationId,
      activeOrganizationName: actor.organizationName,
    },
    profilePlan(actor.subscription, input.now),
  );
}

/** The active organization's subscription: hasPaidPlan while a paid plan is active (CANCELED until its end). */
function profilePlan(subscription: ActorSubscription | null, now: Date): ProfilePlan {
  if (!subscription) return NO_PLAN;
  return {
    hasPaidPlan:
      subscription.subscriptionType === 'REGULAR' && subscriptionState(subscription, now) === 'ACTIVE',
    subscriptionType: subscription.subscriptionType,
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
  };
}

export async function updateProfile(input: {
  db: Db;
  actor: Actor;
  now: Date;
  firstName: string;
  lastName: string;
}): Promise<UserProfile> {
  const [updated] = await input.db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: input.now })
    .where(eq(users.id, input.actor.userId))
    .returning({ firstName: users.firstName, lastName: users.lastName, language: users.language });
  if (!updated) throw notFound('User not found', 'USER_NOT_FOUND');
  return getProfile({ actor: { ...input.actor, ...updated }, now: input.now });
}

/**
 * A wrong current password is a 400, not a 401: the web app logs out on 401, and a typo in a
 * settings form should not end the session. Every other session ends; the caller gets a new token.
 */
export async function changePassword(input: {
  db: Db;
  actor: Actor;
  tokens: TokenService;
  now: Date;
  currentPassword: string;
  newPassword: string;
  userAgent?: string;
  language: UiLanguage;
}): Promise<{ token: string }> {
  const { actor } = input;
  assertNewPassword(input.newPassword, input.language, CHANGE_PASSWORD_MIN_LENGTH);
  const [user] = await input.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('Current password is incorrect', 'INVALID_CURRENT_PASSWORD');
  }
  const passwordHash = await hashPassword(input.newPassword);
  // Matching the caller's token version: if another change won the race, this session is over too.
  // The new version ends every older token; the session rows end with it, so the list shows none.
  return input.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: input.now })
      .where(and(eq(users.id, actor.userId), eq(users.tokenVersion, actor.tokenVersion)))
      .returning({ tokenVersion: users.tokenVersion });
    if (!updated) throw unauthorized('Your session has expired, please sign in again', 'INVALID_TOKEN');
    await endOtherSessions({ db: tx, userId: actor.userId, now: input.now });
    return startSession({ ...input, db: tx, userId: actor.userId, tokenVersion: updated.tokenVersion });
  });
}
