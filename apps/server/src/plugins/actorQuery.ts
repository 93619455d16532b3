import { and, eq, isNull, Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { EmbeddedDatabaseThread } from '../db/embeddedThread/client';
import { memberships, organizations, sessions, subscriptions, users } from '../db/schema';

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
  pastDueSince: subscriptions.pastDueSince,
  endDate: subscriptions.endDate,
  sessionId: sessions.id,
  sessionLastUsedAt: sessions.lastUsedAt,
  sessionKind: sessions.kind,
};

/**
 * The user, the token's session while it has not ended, the membership of the session's
 * organization (a desktop recorder's) or else the active one,
 * that organization and its subscription. The session rides along in the one query every signed-in
 * call makes already, so a revoked token costs no query of its own to refuse.
 */
function actorSelect(db: Db) {
  return db
    .select(fields)
    .from(users)
    .leftJoin(
      sessions,
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
      ),
    )
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        // A session bound to an organization (a desktop recorder's) acts in that one whatever the
        // user switches to in the browser; when the user leaves it, the session has none.
        eq(
          memberships.organizationId,
          sql`coalesce(${sessions.organizationId}, ${users.activeOrganizationId})`,
        ),
      ),
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
type ActorKey = { userId: string; sessionId: string };

export function createActorQuery(db: Db): (key: ActorKey) => Promise<ActorRow | undefined> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof EmbeddedDatabaseThread)) {
    const prepared = actorSelect(db).prepare('resolve_actor');
    return async (key) => (await prepared.execute(key))[0];
  }
  const name = `resolve_actor_${++statements}`;
  const names = Object.keys(fields) as (keyof ActorRow)[];
  const query = actorSelect(db).toSQL();
  let ready: Promise<unknown> | null = null;
  return async (key) => {
    if (!UUID.test(key.userId) || !UUID.test(key.sessionId)) return undefined;
    ready ??= client.exec(`prepare ${name} as ${query.sql}`).catch((error) => {
      ready = null;
      throw error;
    });
    await ready;
    // Placeholders by name, in the statement's own order; other parameters (the limit) as they are.
    const args = query.params.map((param) =>
      param instanceof Placeholder ? `'${key[param.name as keyof ActorKey]}'` : String(param),
    );
    const { rows } = await client.query<unknown[]>(`execute ${name}(${args.join(', ')})`, [], {
      rowMode: 'array',
    });
    const values = rows[0];
    return values && (Object.fromEntries(names.map((key, i) => [key, values[i]])) as ActorRow);
  };
}
