import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { migrateOrExit } from '../bootstrap';
import type { Database } from './client';
import { knownMigrations, SchemaTooNewError } from './schemaVersion';

/** A migrated test database on which a newer build has applied one migration more than this one knows. */
async function migratedByNewerBuild(): Promise<Database> {
  const database = await openTestDatabase();
  const newest = knownMigrations().at(-1)!;
  await database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-build', ${newest.when + 60_000})`,
  );
  return database;
}

const expectedNumber = () => String(knownMigrations().length).padStart(4, '0');

describe('a schema migrated by a newer build', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is migrated as usual when this build knows every applied migration', async () => {
    const database = await openTestDatabase();
    try {
      await expect(database.migrate()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('refuses to migrate, naming both versions and the way back to a backup', async () => {
    const database = await migratedByNewerBuild();
    try {
      const refused = await database.migrate().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaTooNewError);
      const { message } = refused as Error;
      expect(message).toContain('migrated by a newer version of Support as a Service');
      expect(message).toContain(`migration ${expectedNumber()}`);
      expect(message).toContain(`this version knows up to ${knownMigrations().at(-1)!.tag}`);
      expect(message).toContain('npm run restore -- FILE');
      expect(message).toContain(database.kind === 'pglite' ? 'empty DATA_DIR' : 'empty PostgreSQL database');
    } finally {
      await database.close();
    }
  });

  it('stops the server, the worker and npm run admin with the message and exit code 1, without retrying', async () => {
    const database = await migratedByNewerBuild();
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.fn();
    // migrateOrExit closes the database before it exits.
    await expect(migrateOrExit(database, { warn })).rejects.toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining(`migration ${expectedNumber()}`));
    expect(warn).not.toHaveBeenCalled();
  });
});
