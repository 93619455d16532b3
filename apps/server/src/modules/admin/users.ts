import type { AdminUser, AdminUserPage } from '@support/shared';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { memberships, organizations, sessions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { afterCursor, decodeCursor, exactTime, pageOf } from './cursor';
import { contains, containsPattern } from './search';

/*
 * Every user of the installation, whatever their organizations: the super-admin area's view on
 * purpose (routes behind requireSuperAdmin only). The rest of the product sees users only through
 * the caller's organization.
 */

/**
 * A session starts at each sign-in (and registration), so the newest one is the last sign-in.
 * The outer row is named in full: drizzle leaves columns unqualified in a query without joins,
 * where a bare "id" inside the subquery would be the session's.
 */
const lastSignInMs = sql<number | null>`(select extract(epoch from max(${sessions.createdAt})) * 1000
  from ${sessions} where ${sessions.userId} = ${sql.raw('"users"."id"')})::float8`.mapWith((value) =>
  value === null ? null : Number(value),
);

function selectUsers(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: users.id,
      cursorAt: exactTime(users.createdAt),
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      createdAt: users.createdAt,
      lastSignInMs,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof selectUsers>>[number];

async function present(db: Queryable, rows: Row[]): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const memberOf = ids.length
    ? await db
        .select({
          userId: memberships.userId,
          id: organizations.id,
          name: organizations.name,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(inArray(memberships.userId, ids))
        .orderBy(asc(organizations.name), asc(organizations.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    organizations: memberOf
      .filter((membership) => membership.userId === row.id)
      .map(({ id, name, role }) => ({ id, name, role })),
    lastSignInAt: row.lastSignInMs === null ? null : new Date(row.lastSignInMs).toISOString(),
    superAdmin: row.userType === 'SUPER_ADMIN',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The e-mail or the name contains the search. */
function matches(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    contains(users.email, pattern),
    contains(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  )!;
}

/** GET /admin/users: newest first. */
export async function listUsers(input: {
  db: Queryable;
  search?: string;
  cursor?: string;
  limit: number;
}): Promise<AdminUserPage> {
  const where = and(
    input.search ? matches(input.search) : undefined,
    afterCursor(decodeCursor(input.cursor), users.createdAt, users.id),
  );
  const page = pageOf(await selectUsers(input.db, where, input.limit + 1), input.limit);
  return { items: await present(input.db, page.rows), nextCursor: page.nextCursor };
}

export async function adminUser(db: Queryable, id: string): Promise<AdminUser> {
  const rows = await selectUsers(db, eq(users.id, id), 1);
  if (rows.length === 0) throw notFound(`No user with id ${id}`);
  return (await present(db, rows))[0]!;
}
