import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDatabase, openTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import { changeEvents } from '../db/schema';
import { type ChangeBus, createChangeBus } from './bus';
import type { ChangeOf, HeardChange } from './types';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const articleChange = (): ChangeOf<'article'> => ({
  topic: 'article',
  organizationId: randomUUID(),
  articleId: randomUUID(),
  kind: 'updated',
});

async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function listen(bus: ChangeBus) {
  const heard: HeardChange<'article'>[] = [];
  let resyncs = 0;
  const stop = bus.subscribe('article', {
    changed: (change) => heard.push(change),
    resync: () => resyncs++,
  });
  return { heard, resyncs: () => resyncs, stop };
}

describe('change events', () => {
  let database: Database;
  let bus: ChangeBus;
  beforeAll(async () => {
    database = await openTestDatabase();
    bus = createChangeBus({ db: database.db, logger: quiet });
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  const outboxHas = async (articleId: string) =>
    (await database.db.select().from(changeEvents)).some(
      (row) => (row.change as { articleId: string }).articleId === articleId,
    );

  it('are heard in this process once the transaction committed; alone, a process keeps no outbox row', async () => {
    const listener = listen(bus);
    const change = articleChange();
    let heardInside = -1;
    await bus.transaction(database.db, async (_tx, record) => {
      await record(change);
      heardInside = listener.heard.length;
    });
    listener.stop();
    expect(heardInside).toBe(0);
    expect(listener.heard).toEqual([{ ...change, remote: false }]);
    // Nobody else could read it (the embedded database has one process).
    expect(await outboxHas(change.articleId)).toBe(false);
  });

  it('are not heard when the transaction rolls back', async () => {
    const listener = listen(bus);
    const change = articleChange();
    await expect(
      bus.transaction(database.db, async (_tx, record) => {
        await record(change);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    listener.stop();
    expect(listener.heard).toEqual([]);
  });

  it('run their reactions inside the recording transaction: committed with it, rolled back with it', async () => {
    const reactedTo: string[] = [];
    const stop = bus.react('article', async (tx, change) => {
      // What a reaction writes (here: a second outbox row) shares the change's fate.
      await tx.insert(changeEvents).values({
        topic: 'article',
        organizationId: change.organizationId,
        change: { ...change, articleId: `${change.articleId}-reaction` },
      });
      reactedTo.push(change.articleId);
    });
    const helpCenterChange: ChangeOf<'helpCenter'> = {
      topic: 'helpCenter',
      organizationId: randomUUID(),
      helpCenterId: randomUUID(),
      kind: 'updated',
    };
    const kept = articleChange();
    const undone = articleChange();
    try {
      await bus.transaction(database.db, async (_tx, record) => {
        await record(kept);
        await record(helpCenterChange);
      });
      await expect(
        bus.transaction(database.db, async (_tx, record) => {
          await record(undone);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
    } finally {
      stop();
    }
    // Only the article topic reacted; the rolled-back change's reaction left nothing behind.
    expect(reactedTo).toEqual([kept.articleId, undone.articleId]);
    expect(await outboxHas(`${kept.articleId}-reaction`)).toBe(true);
    expect(await outboxHas(`${undone.articleId}-reaction`)).toBe(false);
    // After unsubscribing, changes no longer react.
    await bus.transaction(database.db, (_tx, record) => record(articleChange()));
    expect(reactedTo).toHaveLength(2);
  });

  it('refuse a change that is not one of the known kinds, before anything is written', async () => {
    await expect(
      bus.transaction(database.db, (_tx, record) =>
        record({ topic: 'article', organizationId: 'not-an-id' } as unknown as ChangeOf<'article'>),
      ),
    ).rejects.toThrow();
  });

  it.runIf(onDatabase('postgres'))(
    'reach another process at once, and after its connection was cut, the changes made meanwhile',
    async () => {
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      const here = createChangeBus({ db: database.db, connectionString: url, logger: quiet });
      const there = createChangeBus({ db: database.db, connectionString: url, logger: quiet });
      const heardHere = listen(here);
      const heardThere = listen(there);
      try {
        await until(async () => (await listeners(database)) >= 2);
        const first = articleChange();
        await here.transaction(database.db, (_tx, record) => record(first));
        // Kept in the outbox for a process that is away; a change rolled back is not.
        expect(await outboxHas(first.articleId)).toBe(true);
        const undone = articleChange();
        await expect(
          here.transaction(database.db, async (_tx, record) => {
            await record(undone);
            throw new Error('the change failed');
          }),
        ).rejects.toThrow('the change failed');
        expect(await outboxHas(undone.articleId)).toBe(false);
        await until(() => heardThere.heard.length === 1);
        expect(heardThere.heard[0]).toEqual({ ...first, remote: true });
        // The process that made it heard it once, as its own.
        expect(heardHere.heard).toEqual([{ ...first, remote: false }]);

        // Both listening connections are cut (a database restart, a network fault): a change made
        // before they are back is read from the outbox when they reconnect.
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = 'LISTEN support_changes'`,
        );
        const during = articleChange();
        await here.transaction(database.db, (_tx, record) => record(during));
        // Committed while nobody listened (they reconnect after 100 ms): NOTIFY alone would lose it.
        expect(await listeners(database)).toBe(0);
        await until(() => heardThere.heard.some((change) => change.articleId === during.articleId), 10_000);
        expect(heardThere.resyncs()).toBe(0);
      } finally {
        await here.close();
        await there.close();
      }
    },
    30_000,
  );
});

async function listeners(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and query = 'LISTEN support_changes'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
