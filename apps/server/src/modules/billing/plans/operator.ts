import { ADMIN_TRIAL_EXTENSION_MAX_DAYS, type ErrorCodeOfStatus, type Plan } from '@support/shared';
import { eq, or } from 'drizzle-orm';
import type { ChangeRecorder } from '../../../changes/bus';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Db, Queryable } from '../../../db/client';
import { organizations, subscriptions } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../admin/audit';
import { activatePaidPlan } from '../payments/activate';
import { lockSubscription, type SubscriptionRow } from './subscriptions';

/**
 * The operator's organization commands, one implementation for `npm run admin -- …` (src/admin.ts,
 * actor CLI_ACTOR) and the super-admin area (modules/admin, actor the signed-in super admin). Each
 * runs its change and its audit entry in one transaction and returns the line the terminal prints
 * (the API answers it as `message`). A mistake throws OperatorError: an AppError, so the API
 * answers its status and code, and the terminal prints its message.
 */
export class OperatorError extends AppError {
  constructor(code: ErrorCodeOfStatus<400 | 404 | 409>, message: string) {
    super(code, message);
  }
}

/** `changes`: the app's bus, or outsideChanges for the command line, so every server hears a plan change. */
export type OperatorCommand = {
  db: Db;
  plans: PlanCatalogue;
  now: Date;
  actor: AuditActor;
  changes: ChangeRecorder;
};
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const findOrganization = (tx: Queryable, reference: string, lock: boolean) => {
  const query = tx
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
  return lock ? query.for('update') : query;
};

/**
 * The organization by slug or id and its subscription, both locked until the transaction ends:
 * one operator change at a time. The subscription is locked first, in the order a checkout takes
 * them (payments/activate.ts), so an operator and a customer buying at once wait, not deadlock.
 */
async function lockOrganization(tx: Queryable, reference: string) {
  const [found] = await findOrganization(tx, reference, false);
  if (!found) throw new OperatorError('NOT_FOUND', `No organization with slug or id "${reference}"`);
  const subscription = await lockSubscription(tx, found.id);
  const [organization] = await findOrganization(tx, found.id, true);
  if (!organization) throw new OperatorError('NOT_FOUND', `No organization with slug or id "${reference}"`);
  return { organization, subscription };
}

type Organization = Awaited<ReturnType<typeof lockOrganization>>['organization'];
const label = (organization: Organization) => `${organization.name} (${organization.slug})`;
const target = (organization: Organization) => ({
  type: 'organization',
  id: organization.id,
  label: organization.name,
});

/** What an audit entry keeps of a subscription, before and after a change. */
const subscriptionValues = (row: SubscriptionRow | null) => ({
  planId: row?.planId ?? null,
  subscriptionType: row?.subscriptionType ?? null,
  status: row?.status ?? null,
  trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
  endDate: row?.endDate?.toISOString() ?? null,
});

function planOf(plans: PlanCatalogue, planId: string): Plan {
  const plan = plans.byId(planId);
  if (plan) return plan;
  const ids = plans.plans.map((candidate) => candidate.id).join(', ');
  throw new OperatorError('UNKNOWN_PLAN', `No plan "${planId}". Plans: ${ids}`);
}

/** set-plan <org> <planId>: a paid plan active from now for a month (renewing monthly), or a fresh trial. */
export async function setPlan(
  input: OperatorCommand & { organization: string; planId: string },
): Promise<string> {
  const plan = planOf(input.plans, input.planId);
  const { now } = input;
  return input.changes.transaction(input.db, async (tx, record) => {
    const { organization, subscription: existing } = await lockOrganization(tx, input.organization);
    let after: SubscriptionRow;
    let message: string;
    if (plan.subscriptionType === 'TRIAL') {
      const trialEndsAt = new Date(now.getTime() + (plan.limits.TRIAL_DURATION_DAYS as number) * DAY_MS);
      const values = {
        planId: plan.id,
        subscriptionType: 'TRIAL' as const,
        status: 'ACTIVE' as const,
        trialEndsAt,
        endDate: null,
        currentPeriodStart: now,
        currentPeriodEnd: trialEndsAt,
        updatedAt: now,
      };
      [after] = (await tx
        .insert(subscriptions)
        .values({ ...values, organizationId: organization.id, createdAt: now })
        .onConflictDoUpdate({ target: subscriptions.organizationId, set: values })
        .returning()) as [SubscriptionRow];
      message = `${label(organization)} now runs the ${plan.name} until ${trialEndsAt.toISOString()}`;
    } else {
      after = await activatePaidPlan(tx, { organizationId: organization.id, plan, now });
      const stripeNote = existing?.stripeSubscriptionId
        ? ` Its Stripe subscription ${existing.stripeSubscriptionId} was not changed: change it in Stripe too.`
        : '';
      message = `${label(organization)} is now on ${plan.name}, active from ${now.toISOString()}.${stripeNote}`;
    }
    await record({ topic: 'plan', organizationId: organization.id });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'organization.set_plan',
      target: target(organization),
      before: subscriptionValues(existing),
      after: subscriptionValues(after),
      at: now,
    });
    return message;
  });
}

const billingOf = (paymentProvider: string | null) => (paymentProvider === 'MANUAL' ? 'manual' : 'self');

/** set-billing <org> manual|self: manual billing blocks self-service purchases and upgrades. */
export async function setBilling(
  input: OperatorCommand & { organization: string; mode: string },
): Promise<string> {
  const { mode, now } = input;
  if (mode !== 'manual' && mode !== 'self') {
    throw new OperatorError('BAD_REQUEST', `Billing must be "manual" or "self", not "${mode}"`);
  }
  return input.changes.transaction(input.db, async (tx, record) => {
    const { organization, subscription } = await lockOrganization(tx, input.organization);
    const selfProvider = subscription?.stripeSubscriptionId ? ('STRIPE' as const) : null;
    const paymentProvider = mode === 'manual' ? ('MANUAL' as const) : selfProvider;
    await tx
      .update(organizations)
      .set({ paymentProvider, updatedAt: now })
      .where(eq(organizations.id, organization.id));
    await record({ topic: 'plan', organizationId: organization.id });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'organization.set_billing',
      target: target(organization),
      before: {
        billing: billingOf(organization.paymentProvider),
        paymentProvider: organization.paymentProvider,
      },
      after: { billing: mode, paymentProvider },
      at: now,
    });
    return mode === 'manual'
      ? `${label(organization)} is now billed manually: self-service purchases and upgrades are off.`
      : `${label(organization)} now buys and changes its plan itself.`;
  });
}

/** The organization's trial, locked; OperatorError 409 when it has none. */
async function lockTrial(tx: Queryable, reference: string) {
  const { organization, subscription } = await lockOrganization(tx, reference);
  if (subscription?.subscriptionType !== 'TRIAL') {
    throw new OperatorError('NOT_ON_TRIAL', `${label(organization)} is not on a trial`);
  }
  return { organization, subscription };
}

/** end-trial <org>: the trial ends now; the organization must choose a paid plan to go on. */
export async function endTrial(input: OperatorCommand & { organization: string }): Promise<string> {
  const { now } = input;
  return input.changes.transaction(input.db, async (tx, record) => {
    const { organization, subscription } = await lockTrial(tx, input.organization);
    await tx
      .update(subscriptions)
      .set({ trialEndsAt: now, currentPeriodEnd: now, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    await record({ topic: 'plan', organizationId: organization.id });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'organization.end_trial',
      target: target(organization),
      before: { trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null },
      after: { trialEndsAt: now.toISOString() },
      at: now,
    });
    return `The trial of ${label(organization)} ended at ${now.toISOString()}.`;
  });
}

/**
 * extend-trial <org> <days>: a running trial runs `days` longer; an expired one opens again for
 * `days` from now (counting from its old end would give back less than the days asked for).
 */
export async function extendTrial(
  input: OperatorCommand & { organization: string; days: number },
): Promise<string> {
  const { now, days } = input;
  if (!Number.isInteger(days) || days < 1 || days > ADMIN_TRIAL_EXTENSION_MAX_DAYS) {
    throw new OperatorError(
      'VALIDATION_ERROR',
      `Days must be a whole number from 1 to ${ADMIN_TRIAL_EXTENSION_MAX_DAYS}, not "${days}"`,
    );
  }
  return input.changes.transaction(input.db, async (tx, record) => {
    const { organization, subscription } = await lockTrial(tx, input.organization);
    const from = Math.max(subscription.trialEndsAt?.getTime() ?? 0, now.getTime());
    const trialEndsAt = new Date(from + days * DAY_MS);
    await tx
      .update(subscriptions)
      .set({ trialEndsAt, currentPeriodEnd: trialEndsAt, status: 'ACTIVE', updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    await record({ topic: 'plan', organizationId: organization.id });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'organization.extend_trial',
      target: target(organization),
      before: { trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null, status: subscription.status },
      after: { trialEndsAt: trialEndsAt.toISOString(), status: 'ACTIVE', days },
      at: now,
    });
    return `The trial of ${label(organization)} now ends at ${trialEndsAt.toISOString()}.`;
  });
}

/** The organization commands of src/admin.ts and the super-admin area, as billing's index offers them. */
export const operatorCommands = { setPlan, setBilling, endTrial, extendTrial };
