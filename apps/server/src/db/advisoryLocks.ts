import { type SQL, sql } from 'drizzle-orm';

/**
 * Every transaction-scoped advisory lock of the product, in one place so no two share a number:
 * PostgreSQL holds them per database, for every server using it. Numbers are only ever added.
 */
const LOCKS = {
  /** The first account's election as super admin (auth/firstRun.ts). */
  firstAccount: 718_305_001,
  /** An organization's staged recording images, with the organization's hash (recordings/staged.ts). */
  stagedImages: 718_305_002,
} as const;

/**
 * `select pg_advisory_xact_lock(…)`, to execute in the transaction that needs it: held until it
 * ends. With `scope`, one lock per value (an organization) within the class.
 */
export function advisoryXactLock(name: keyof typeof LOCKS, scope?: string): SQL {
  return scope === undefined
    ? sql`select pg_advisory_xact_lock(${LOCKS[name]})`
    : sql`select pg_advisory_xact_lock(${LOCKS[name]}, hashtext(${scope}))`;
}
