import { subscriptionState } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { memberships, subscriptions } from '../../../db/schema';
import { actorOf } from '../../../plugins/authenticate';
import { assertActiveState, stateOf } from './subscriptions';

/**
 * preHandler for the product's working calls (members and invitations now; articles, help centers,
 * glossary later): 403 NO_SUBSCRIPTION, TRIAL_EXPIRED or SUBSCRIPTION_NOT_ACTIVE unless the
 * organization's subscription is active. Sign-in, profile, organization, plan and payment calls
 * do not use it. Runs after `authenticate`.
 *
 * `organizationParam` names a route parameter holding the organization (member routes take it from
 * the path); by default it is the caller's active organization. A caller who is not a member of that
 * organization passes through, so the route answers exactly as for an unknown one.
 */
export function requireActiveSubscription(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  options: { organizationParam?: string } = {},
) {
  return async function activeSubscription(request: FastifyRequest): Promise<void> {
    const actor = actorOf(request);
    const organizationId = options.organizationParam
      ? (request.params as Record<string, string | undefined>)[options.organizationParam]
      : actor.organizationId;
    if (!organizationId) return;
    // The caller's active organization came with the actor, subscription included: no query here.
    if (organizationId === actor.organizationId) {
      assertActiveState(subscriptionState(actor.subscription, ctx.clock.now()));
      return;
    }
    await assertActiveSubscription({
      db: ctx.db,
      organizationId,
      userId: actor.userId,
      now: ctx.clock.now(),
    });
  };
}

/** The same check inside a service; `userId` limits it to organizations the user belongs to. */
export async function assertActiveSubscription(input: {
  db: Queryable;
  organizationId: string;
  userId: string;
  now: Date;
}): Promise<void> {
  const [row] = await input.db
    .select({ subscription: subscriptions })
    .from(memberships)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, memberships.organizationId))
    .where(and(eq(memberships.organizationId, input.organizationId), eq(memberships.userId, input.userId)));
  if (!row) return;
  assertActiveState(stateOf(row.subscription, input.now));
}
