import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/faults/cluster';
import { StorageUnavailableError } from '../lib/errors';
import { openPostgres } from './client';
import { databaseUnavailability } from './unavailable';

/** Real errors from node-postgres and Drizzle, not hand-made objects with the right code. */
describe('database unavailability', () => {
  it('recognises a refused connection through Drizzle, and a bug as none', async () => {
    const port = await freePort();
    const database = await openPostgres(`postgres://nobody@127.0.0.1:${port}/none`, {
      connectTimeoutMs: 1000,
    });
    try {
      const error = await database.db.execute(sql`select 1`).catch((caught: unknown) => caught);
      expect(databaseUnavailability(error)).toBe('unreachable');
    } finally {
      await database.close();
    }
    expect(databaseUnavailability(new TypeError('x is undefined'))).toBeNull();
  });

  it('tells a lock timeout (a stalled session holds the row) as busy', () => {
    const lockTimeout = Object.assign(new Error('canceling statement due to lock timeout'), {
      code: '55P03',
    });
    expect(databaseUnavailability(new Error('Failed query', { cause: lockTimeout }))).toBe('busy');
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(databaseUnavailability(new Error('Failed query', { cause: deadlock }))).toBe('busy');
  });

  it('leaves a refused connection to file storage to the storage (S3 refuses with the same code)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailability(new StorageUnavailableError(refused))).toBeNull();
    expect(
      databaseUnavailability(new Error('wrapped', { cause: new StorageUnavailableError(refused) })),
    ).toBeNull();
  });
});
