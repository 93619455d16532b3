import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { databaseUnavailability } from './unavailable';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * ISSUE "Surviving the database" 1: a connection checked out of the pool for a transaction is
 * terminated by the server. Without its own 'error' listener that event ended the process (here:
 * an uncaught error that fails the run).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a pooled connection the server terminates', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('fails the transaction cleanly, and the next query gets a new connection', async () => {
    const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
    let statementError: unknown;
    const transaction = database.db.transaction(async (tx) => {
      const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) as [
        { pid: number },
      ];
      // Only this test's own connection: the server is shared.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The 'error' event arrives while the client is checked out and idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`).catch((error: unknown) => {
        statementError = error;
        throw error;
      });
    });
    await expect(transaction).rejects.toThrow();
    expect(databaseUnavailability(statementError)).toBe('unreachable');
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
