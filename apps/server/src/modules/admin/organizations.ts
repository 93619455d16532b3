import type { AdminOrganization, AdminOrganizationDetail, AdminOrganizationPage } from '@support/shared';
import { subscriptionState } from '@support/shared';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { memberships, organizations, subscriptions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { limitsUsage, type PlanCatalogue } from '../billing';
import { countHelpCenters } from '../help-centers/counter';
import { customDomainsOf } from '../help-centers/operatorDomains';
import { latestAudit } from './auditLog';
import { afterCursor, decodeCursor, exactTime, pageOf } from './cursor';
import { contains, containsPattern } from './search';

/*
 * The super-admin area reads organizations across the whole installation on purpose: it is where
 * operators support every customer. Everything else in the product stays scoped to the caller's
 * active organization; only routes behind requireSuperAdmin may call these.
 */

type Read = { db: Queryable; plans: PlanCatalogue; now: Date };

/** The outer row, named in full inside subqueries (drizzle leaves columns unqualified without joins). */
const organizationId = sql.raw('"organizations"."id"');

const memberCount = sql<number>`(select count(*) from ${memberships}
  where ${memberships.organizationId} = ${organizationId})`.mapWith(Number);

function selectOrganizations(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: organizations.id,
      cursorAt: exactTime(organizations.createdAt),
      organization: organizations,
      subscription: subscriptions,
      memberCount,
    })
    .from(organizations)
    .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
    .where(where)
    .orderBy(desc(organizations.createdAt), desc(organizations.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof selectOrganizations>>[number];

async function present(read: Read, row: Row): Promise<AdminOrganization> {
  const { organization, subscription } = row;
  const plan = subscription ? read.plans.byId(subscription.planId) : undefined;
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    type: organization.type,
    memberCount: row.memberCount,
    plan: plan ? { id: plan.id, name: plan.name } : null,
    subscription: subscription && {
      planId: subscription.planId,
      subscriptionType: subscription.subscriptionType,
      status: subscription.status,
      state: subscriptionState(subscription, read.now),
      trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
      endDate: subscription.endDate?.toISOString() ?? null,
    },
    manualBilling: organization.paymentProvider === 'MANUAL',
    usage: await limitsUsage({ ...read, organizationId: organization.id, subscription }),
    createdAt: organization.createdAt.toISOString(),
  };
}

/** Name, slug or a member's e-mail contains the search. */
function matches(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    contains(organizations.name, pattern),
    contains(organizations.slug, pattern),
    sql`exists (select 1 from ${memberships} join ${users} on ${users.id} = ${memberships.userId}
      where ${memberships.organizationId} = ${organizationId} and ${contains(users.email, pattern)})`,
  )!;
}

/** GET /admin/organizations: newest first. */
export async function listOrganizations(
  input: Read & { search?: string; cursor?: string; limit: number },
): Promise<AdminOrganizationPage> {
  const where = and(
    input.search ? matches(input.search) : undefined,
    afterCursor(decodeCursor(input.cursor), organizations.createdAt, organizations.id),
  );
  const page = pageOf(await selectOrganizations(input.db, where, input.limit + 1), input.limit);
  // Side by side: on PostgreSQL the pool runs a page's usage counts at once.
  const items = await Promise.all(page.rows.map((row) => present(input, row)));
  return { items, nextCursor: page.nextCursor };
}

/** GET /admin/organizations/:id: the list's fields, its members, help centers and latest audit entries. */
export async function organizationDetail(input: Read & { id: string }): Promise<AdminOrganizationDetail> {
  const [row] = await selectOrganizations(input.db, eq(organizations.id, input.id), 1);
  if (!row) throw notFound(`No organization with id ${input.id}`);
  const members = await input.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, input.id))
    .orderBy(asc(memberships.createdAt), asc(users.email));
  return {
    ...(await present(input, row)),
    members: members.map(({ firstName, lastName, ...member }) => ({
      ...member,
      name: `${firstName} ${lastName}`.trim(),
    })),
    helpCenterCount: await countHelpCenters(input.db, input.id),
    customDomains: await customDomainsOf(input.db, input.id),
    audit: await latestAudit(input.db, 'organization', input.id),
  };
}
