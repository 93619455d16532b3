import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailability } from '../unavailable';
import { EmbeddedDatabaseThread } from './client';

describe('the embedded database on its own thread', () => {
  let db: EmbeddedDatabaseThread;
  beforeAll(async () => {
    db = await EmbeddedDatabaseThread.start({});
    await db.exec('create table items (id int primary key, name text not null)');
  });
  afterAll(() => db.close());

  it('answers queries with rows, in object or array form, and keeps listed types as text', async () => {
    await db.query('insert into items values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const objects = await db.query<{ id: number; name: string }>('select * from items order by id');
    expect(objects.rows).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    const arrays = await db.query('select name from items where id = $1', [2], { rowMode: 'array' });
    expect(arrays.rows).toEqual([['two']]);
    const kept = await db.query<{ at: unknown }>("select timestamptz '2026-01-02 03:04:05+00' as at", [], {
      parsers: { 1184: (value) => value },
    });
    expect(kept.rows[0]?.at).toBe('2026-01-02 03:04:05+00');
    const parsed = await db.query<{ at: unknown }>("select timestamptz '2026-01-02 03:04:05+00' as at");
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    await db.exec('delete from items');
  });

  it('sends PostgreSQL errors back with their code and constraint', async () => {
    await db.query('insert into items values (10, $1)', ['ten']);
    const error = await db.query('insert into items values (10, $1)', ['again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect(error.message).toMatch(/duplicate key/);
  });

  it('commits a transaction, and rolls back one whose callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into items values (20, $1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items values (21, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ id: number }>('select id from items where id >= 20 order by id');
    expect(rows).toEqual([{ id: 20 }]);
  });

  it('opens a transaction with its first statement, and sends nothing for an empty one', async () => {
    const worker = (db as unknown as { worker: { postMessage: (message: unknown) => void } }).worker;
    const sent: { op: string; sql?: string; begin?: boolean }[] = [];
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message) => {
      sent.push(message as (typeof sent)[number]);
      post(message);
    };
    try {
      // The first insert opened the transaction: the failing second one takes it back too.
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into items values (40, $1)', ['first']);
          await tx.query('insert into items values (40, $1)', ['duplicate']);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect(sent.map((message) => [message.op, message.sql?.split(' ')[0], message.begin ?? false])).toEqual(
        [
          ['query', 'insert', true],
          ['query', 'insert', false],
          ['exec', 'ROLLBACK', false],
        ],
      );
      sent.length = 0;
      await expect(db.transaction(async () => 'nothing to do')).resolves.toBe('nothing to do');
      expect(sent).toEqual([]);
    } finally {
      worker.postMessage = post;
    }
    const { rows } = await db.query('select id from items where id = 40');
    expect(rows).toEqual([]);
  });

  it('runs a statement made during a transaction after it, never inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into items values (30, $1)', ['inside']);
      await held;
      throw new Error('rolled back');
    });
    // Made while the transaction is open: it must not become part of it (and be rolled back with it).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.query('insert into items values (31, $1)', ['outside']);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    await outside;
    const { rows } = await db.query<{ id: number }>('select id from items where id >= 30 order by id');
    expect(rows).toEqual([{ id: 31 }]);
  });

  it('never lets transactions started at the same moment overlap, nor statements slip into them', async () => {
    await db.exec('create table counter (n int not null); insert into counter values (0)');
    const increments = Array.from({ length: 20 }, () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>('select n from counter');
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.query('update counter set n = $1', [(rows[0]?.n ?? 0) + 1]);
      }),
    );
    // Made while the transactions run: each must see a whole number of them, never half of one.
    const reads = Array.from({ length: 20 }, () => db.query<{ n: number }>('select n from counter'));
    await Promise.all(increments);
    const seen = (await Promise.all(reads)).map((result) => result.rows[0]?.n);
    const { rows } = await db.query<{ n: number }>('select n from counter');
    expect(rows[0]?.n).toBe(20);
    expect(seen.every((n) => typeof n === 'number')).toBe(true);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    try {
      // A good part of a second of work for the database.
      await db.query('select count(*) from generate_series(1, 3000000) a');
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(100);
    // On the main thread the timer would not fire at all until the statement ended.
    expect(ticks).toBeGreaterThan(elapsed / 40);
  });

  it('refuses a parser that changes values, which cannot run on the thread', async () => {
    await expect(db.query('select 1', [], { parsers: { 23: () => 42 } })).rejects.toThrow(
      /parser for type 23/,
    );
  });
});

describe('a flood of statements', () => {
  it('is refused as busy past the bound, sent or waiting for a transaction, and the rest run', async () => {
    const db = await EmbeddedDatabaseThread.start({}, undefined, 4);
    const settle = (statements: Promise<unknown>[]) => Promise.allSettled(statements);
    const sent = await settle(Array.from({ length: 6 }, (_, i) => db.query('select $1::int as n', [i])));
    expect(sent.map((result) => result.status)).toEqual([
      ...Array(4).fill('fulfilled'),
      'rejected',
      'rejected',
    ]);
    const refused = (sent[5] as PromiseRejectedResult).reason;
    expect(refused.message).toMatch(/too many statements waiting/);
    expect(databaseUnavailability(refused)).toBe('busy');

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('select 1');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const queued = settle(Array.from({ length: 5 }, (_, i) => db.query('select $1::int as n', [i])));
    release();
    await transaction;
    const results = await queued;
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    expect(await db.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
    await db.close();
  });
});

describe('a database thread that stops', () => {
  it('fails the statements waiting for it and those that follow with a clear error', async () => {
    const db = await EmbeddedDatabaseThread.start({});
    const waiting = db.query('select count(*) from generate_series(1, 3000000) a');
    await (db as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow(/embedded database stopped/);
    await expect(db.query('select 1')).rejects.toThrow(/embedded database stopped/);
  });

  it('tells its owner once when it ends by itself, and not when it is closed', async () => {
    const stopped: Error[] = [];
    const crashed = await EmbeddedDatabaseThread.start({}, (error) => stopped.push(error));
    await (crashed as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect.poll(() => stopped.length).toBe(1);
    expect(stopped[0]?.message).toMatch(/embedded database stopped/);
    const closed = await EmbeddedDatabaseThread.start({}, (error) => stopped.push(error));
    await closed.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toHaveLength(1);
  });

  it('reports a database that cannot be opened with PostgreSQL’s reason', async () => {
    await expect(
      EmbeddedDatabaseThread.start({ loadDataDir: new Blob(['not a tarball']) }),
    ).rejects.toThrow();
  });
});
