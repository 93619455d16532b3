import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberships, organizations, subscriptions, users } from '../db/schema';

const fields = {
  userId: users.id,
  email: users.email,
  userType: users.userType,
  tokenVersion: users.tokenVersion,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  organizationId: memberships.organizationId,
  organizationName: organizations.name,
  role: memberships.role,
  subscriptionId: subscriptions.id,
  subscriptionType: subscriptions.subscriptionType,
  status: subscriptions.status,
  trialEndsAt: subscriptions.trialEndsAt,
  endDate: subscriptions.endDate,
};

/** The user, the membership of the active organization, that organization and its subscription. */
function actorSelect(db: Db) {
  return db
    .select(fields)
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.organizationId, users.activeOrganizationId)),
    )
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.organizationId, memberships.organizationId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
}

export type ActorRow = Awaited<ReturnType<ReturnType<typeof actorSelect>['execute']>>[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let statements = 0;

/**
 * The caller's row by user id, from a statement prepared once. On PostgreSQL that is drizzle's
 * named statement, prepared per pooled connection. The embedded database plans every
 * parameterized query again, which for this join costs three times what running it does, so there
 * the statement is prepared in its one session and run with EXECUTE (the id is checked to be a
 * UUID before it is written into the statement).
 */
export function createActorQuery(db: Db): (userId: string) => Promise<ActorRow | undefined> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite)) {
    const prepared = actorSelect(db).prepare('resolve_actor');
    return async (userId) => (await prepared.execute({ userId }))[0];
  }
  const name = `resolve_actor_${++statements}`;
  const names = Object.keys(fields) as (keyof ActorRow)[];
  let ready: Promise<unknown> | null = null;
  return async (userId) => {
    if (!UUID.test(userId)) return undefined;
    ready ??= client.exec(`prepare ${name} as ${actorSelect(db).toSQL().sql}`).catch((error) => {
      ready = null;
      throw error;
    });
    await ready;
    const { rows } = await client.query<unknown[]>(`execute ${name}('${userId}', 1)`, [], {
      rowMode: 'array',
    });
    const values = rows[0];
    return values && (Object.fromEntries(names.map((key, i) => [key, values[i]])) as ActorRow);
  };
}
