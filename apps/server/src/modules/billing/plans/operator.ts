import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { organizations, subscriptions, users } from '../../../db/schema';
import { activatePaidPlan } from '../payments/activate';
import type { PlanCatalogue } from './catalogue';
import { findSubscription } from './subscriptions';

/**
 * The operator's support commands (`npm run admin -- …`, src/admin.ts). Each returns the line it
 * prints; a mistake throws OperatorError with a message for the person at the terminal.
 */
export class OperatorError extends Error {}

type Command = { db: Db; plans: PlanCatalogue; now: Date };
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findOrganization(db: Db, reference: string) {
  const [organization] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      paymentProvider: organizations.paymentProvider,
    })
    .from(organizations)
    .where(
      UUID.test(reference)
        ? or(eq(organizations.id, reference), eq(organizations.slug, reference))
        : eq(organizations.slug, reference),
    );
  if (!organization) throw new OperatorError(`No organization with slug or id "${reference}"`);
  return organization;
}

const label = (organization: { name: string; slug: string }) => `${organization.name} (${organization.slug})`;

/** set-plan <org> <planId>: a paid plan active from now for a month (renewing monthly), or a fresh trial. */
export async function setPlan(input: Command & { organization: string; planId: string }): Promise<string> {
  const plan = input.plans.byId(input.planId);
  if (!plan) {
    const ids = input.plans.plans.map((candidate) => candidate.id).join(', ');
    throw new OperatorError(`No plan "${input.planId}". Plans: ${ids}`);
  }
  const organization = await findOrganization(input.db, input.organization);
  const existing = await findSubscription(input.db, organization.id);
  if (plan.subscriptionType === 'TRIAL') {
    const trialEndsAt = new Date(input.now.getTime() + (plan.limits.TRIAL_DURATION_DAYS as number) * DAY_MS);
    const values = {
      planId: plan.id,
      subscriptionType: 'TRIAL' as const,
      status: 'ACTIVE' as const,
      trialEndsAt,
      endDate: null,
      currentPeriodStart: input.now,
      currentPeriodEnd: trialEndsAt,
      updatedAt: input.now,
    };
    await input.db
      .insert(subscriptions)
      .values({ ...values, organizationId: organization.id, createdAt: input.now })
      .onConflictDoUpdate({ target: subscriptions.organizationId, set: values });
    return `${label(organization)} now runs the ${plan.name} until ${trialEndsAt.toISOString()}`;
  }
  await input.db.transaction((tx) =>
    activatePaidPlan(tx, { organizationId: organization.id, plan, now: input.now }),
  );
  const stripeNote = existing?.stripeSubscriptionId
    ? ` Its Stripe subscription ${existing.stripeSubscriptionId} was not changed: change it in Stripe too.`
    : '';
  return `${label(organization)} is now on ${plan.name}, active from ${input.now.toISOString()}.${stripeNote}`;
}

/** set-billing <org> manual|self: manual billing blocks self-service purchases and upgrades. */
export async function setBilling(input: Command & { organization: string; mode: string }): Promise<string> {
  if (input.mode !== 'manual' && input.mode !== 'self') {
    throw new OperatorError(`Billing must be "manual" or "self", not "${input.mode}"`);
  }
  const organization = await findOrganization(input.db, input.organization);
  const subscription = await findSubscription(input.db, organization.id);
  const selfProvider = subscription?.stripeSubscriptionId ? ('STRIPE' as const) : null;
  await input.db
    .update(organizations)
    .set({ paymentProvider: input.mode === 'manual' ? 'MANUAL' : selfProvider, updatedAt: input.now })
    .where(eq(organizations.id, organization.id));
  return input.mode === 'manual'
    ? `${label(organization)} is now billed manually: self-service purchases and upgrades are off.`
    : `${label(organization)} now buys and changes its plan itself.`;
}

/** end-trial <org>: the trial ends now; the organization must choose a paid plan to go on. */
export async function endTrial(input: Command & { organization: string }): Promise<string> {
  const organization = await findOrganization(input.db, input.organization);
  const subscription = await findSubscription(input.db, organization.id);
  if (subscription?.subscriptionType !== 'TRIAL') {
    throw new OperatorError(`${label(organization)} is not on a trial`);
  }
  await input.db
    .update(subscriptions)
    .set({ trialEndsAt: input.now, currentPeriodEnd: input.now, updatedAt: input.now })
    .where(eq(subscriptions.id, subscription.id));
  return `The trial of ${label(organization)} ended at ${input.now.toISOString()}.`;
}

/** make-super-admin <email>. */
export async function makeSuperAdmin(input: Command & { email: string }): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const updated = await input.db
    .update(users)
    .set({ userType: 'SUPER_ADMIN', updatedAt: input.now })
    .where(eq(sql`lower(${users.email})`, email))
    .returning({ id: users.id });
  if (updated.length === 0) throw new OperatorError(`No user with e-mail ${email}`);
  return `${email} is now a super admin.`;
}

/** Every command of src/admin.ts, as billing's index offers them. */
export const operatorCommands = { setPlan, setBilling, endTrial, makeSuperAdmin };
