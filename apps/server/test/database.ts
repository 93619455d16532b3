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
      await dropTestDatabase(testDb.serverUrl, name);
    },
  };
}

/**
 * Drops a file's database. An autovacuum worker inside it makes PostgreSQL 15 refuse the FORCE
 * for a role without pg_signal_backend (.ci/run grants it); the worker is gone a moment later, so
 * the drop is tried again, and a database left behind on the test server never fails the file.
 */
async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (error) {
        if (attempt >= 5) {
          console.warn(`test database ${name} left behind: ${(error as Error).message}`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  } finally {
    await cleanup.end();
  }
}

/**
 * The database this run tests on, known while tests are collected: tests for one of them use
 * `it.runIf(onDatabase('postgres'))`, so on the other they show as skipped, not passed.
 */
export function onDatabase(kind: 'pglite' | 'postgres'): boolean {
  return inject('testDb').kind === kind;
}
