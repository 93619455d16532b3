import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { withDatabase } from './globalSetup';

/** A database of this test file's own, copied from the migrated template of this run. */
export async function openTestDatabase(): Promise<Database> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const blob = new Blob([readFileSync(testDb.templateFile)]);
    return openPglite({ loadDataDir: blob });
  }
  const name = `support_test_${randomBytes(4).toString('hex')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: testDb.serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.templateName}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(testDb.serverUrl, name));
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDb.serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The database this run tests on, known while tests are collected: tests for one of them use
 * `it.runIf(onDatabase('postgres'))`, so on the other they show as skipped, not passed.
 */
export function onDatabase(kind: 'pglite' | 'postgres'): boolean {
  return inject('testDb').kind === kind;
}
