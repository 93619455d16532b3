import type { CurrentPlan } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeRecorder } from '../../../changes/bus';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Actor } from '../../../core/actor';
import { adminOf } from '../../../core/tenancy';
import type { Db } from '../../../db/client';
import { organizations, subscriptions } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { PLAN_ADMIN_ONLY, planAdminOrganizationOf } from './policy';
import { presentCurrentPlan } from './presenter';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_USED_MESSAGE =
  'Your organization already had a subscription, so it cannot start another trial.';

/**
 * `POST /plan/subscribe` {planId}: starts the trial (the onboarding trial step). It ends exactly
 * TRIAL_DURATION_DAYS × 24 h later. An organization that ever had a subscription gets 409: the
 * subscription row is never deleted, and the unique index on it settles two clicks at once.
 */
export async function startTrial(input: {
  db: Db;
  plans: PlanCatalogue;
  actor: Actor;
  planId: string;
  now: Date;
  changes: ChangeRecorder;
}): Promise<CurrentPlan> {
  const organizationId = planAdminOrganizationOf(input.actor);
  const plan = input.plans.byId(input.planId);
  if (!plan) throw notFound('This plan does not exist', 'PLAN_NOT_FOUND');
  if (plan.subscriptionType !== 'TRIAL') {
    throw badRequest('Paid plans are bought through checkout', 'CHECKOUT_REQUIRED');
  }
  const days = plan.limits.TRIAL_DURATION_DAYS as number;
  const trialEndsAt = new Date(input.now.getTime() + days * DAY_MS);
  const row = await input.changes.transaction(input.db, async (tx, record) => {
    const [admin] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)));
    if (!admin) throw forbidden(PLAN_ADMIN_ONLY, 'ADMIN_ONLY');
    const [inserted] = await tx
      .insert(subscriptions)
      .values({
        organizationId,
        planId: plan.id,
        subscriptionType: 'TRIAL',
        status: 'ACTIVE',
        trialEndsAt,
        currentPeriodStart: input.now,
        currentPeriodEnd: trialEndsAt,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing({ target: subscriptions.organizationId })
      .returning();
    if (inserted) await record({ topic: 'plan', organizationId });
    return inserted;
  });
  if (!row) throw conflict(TRIAL_USED_MESSAGE, 'TRIAL_ALREADY_USED');
  return presentCurrentPlan(input.plans, row, input.now);
}
