import { eq, ne } from 'drizzle-orm';
import { advisoryXactLock } from '../../db/advisoryLocks';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Databases known to have an account. Once an install has users it keeps them, so the answer is
 * kept for the process's life and the check costs nothing after the first account; while there
 * are none, each check is one `exists` on an empty table.
 */
const withUsers = new WeakSet<object>();

/** Whether anyone has registered on this install yet. */
export async function installHasUsers(db: Db): Promise<boolean> {
  if (withUsers.has(db)) return true;
  const [any] = await db.select({ id: users.id }).from(users).limit(1);
  if (any) withUsers.add(db);
  return any !== undefined;
}

/** The welcome on /register shows while this holds: nobody registered, and the first account will be made super admin. */
export async function isFirstRun(input: { db: Db; firstAccountSuperAdmin: boolean }): Promise<boolean> {
  return input.firstAccountSuperAdmin && !(await installHasUsers(input.db));
}

/**
 * Makes the user just inserted in `tx` the super admin when no other account exists. Two first
 * registrations at once both see an empty table under READ COMMITTED, so they take turns on a
 * transaction-scoped advisory lock: the second one reads after the first committed (each
 * statement takes a new snapshot) and finds that account. Skipped without a lock once this process
 * knows the install has users.
 */
export async function electFirstAccount(input: { db: Db; tx: Queryable; userId: string }): Promise<boolean> {
  if (withUsers.has(input.db)) return false;
  await input.tx.execute(advisoryXactLock('firstAccount'));
  const [other] = await input.tx
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, input.userId))
    .limit(1);
  if (other) return false;
  await input.tx.update(users).set({ userType: 'SUPER_ADMIN' }).where(eq(users.id, input.userId));
  return true;
}

/** Called once an account was committed: the welcome disappears without another query. */
export const rememberUsersExist = (db: Db) => withUsers.add(db);
