import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a fresh PGlite costs seconds of initdb, a PostgreSQL `CREATE DATABASE … TEMPLATE` milliseconds).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (serverUrl) {
    const templateName = `support_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const database = await openPostgres(withDatabase(serverUrl, templateName), { size: 1 });
    await database.migrate();
    await database.close();
    project.provide('testDb', { kind: 'postgres', serverUrl, templateName });
    return async () => {
      const rows = await admin.query(
        `SELECT datname FROM pg_database WHERE datname LIKE 'support_test_%_${process.pid}%' OR datname = $1`,
        [templateName],
      );
      for (const row of rows.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openPglite({});
  await database.migrate();
  const blob = await database.dumpDataDir();
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'support-test-'));
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', templateFile: file });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; serverUrl: string; templateName: string };
  }
}
