import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './preparedStatements';

describe('prepared statements on the embedded database', () => {
  let db: PGlite;
  let statements: PreparedStatements;
  const prepared = async (sql: string) => {
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements where statement = $1',
      [sql],
    );
    return rows[0]?.count;
  };
  beforeAll(async () => {
    db = await PGlite.create();
    statements = new PreparedStatements(db, 5);
    await db.exec(`create table items (id int primary key, name text not null, tags text[],
      doc jsonb, at timestamptz, data bytea)`);
  });
  afterAll(() => db.close());

  it('answers as PGlite does, for every kind of value, and prepares each text once', async () => {
    const insert = 'insert into items values ($1, $2, $3, $4, $5, $6)';
    const values = [
      [1, 'one', ['a', 'b'], { deep: [1, 2] }, new Date('2026-01-02T03:04:05Z'), new Uint8Array([1, 2])],
      [2, 'two', null, null, null, null],
    ];
    for (const row of values) expect((await statements.query(insert, row, {})).affectedRows).toBe(1);
    const select = 'select * from items where id = any($1) order by id';
    const ours = await statements.query(select, [[1, 2]], {});
    const theirs = await db.query(select, [[1, 2]]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toMatchObject({ tags: ['a', 'b'], doc: { deep: [1, 2] } });
    const arrays = await statements.query('select name from items where id = $1', [2], { rowMode: 'array' });
    expect(arrays.rows).toEqual([['two']]);
    for (let i = 0; i < 3; i++) await statements.query(select, [[1]], {});
    expect(await prepared(select)).toBe(1);
    await db.exec('delete from items');
  });

  it('reads every kind of column, the write counts and the errors exactly as PGlite’s own reader does', async () => {
    await db.exec(`create table wide (id uuid primary key, n int8, amount numeric(10, 2), ok bool, day date,
      span interval, label text unique, words text[], meta json, at timestamp, ratio float8)`);
    const insert = 'insert into wide values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *';
    const rows = [
      [
        '0ef4a97a-5f73-4de9-8edd-3605bbc17c70',
        9007199254740993n,
        '12.50',
        true,
        '2026-11-29',
        '1 day 02:03:04',
        'Grüße — 日本 😀 "quoted" \\ back',
        ['ä', 'b,c', '{x}', ''],
        { a: [1, 'ü'] },
        '2026-11-29 06:45:00',
        0.1,
      ],
      ['972f17d6-6a03-41d3-8fce-b9700ebd0fc2', null, null, null, null, null, null, null, null, null, null],
    ];
    for (const row of rows) {
      const theirs = await db.query(insert, row);
      await db.query('delete from wide where id = $1', [row[0]]);
      const ours = await statements.query(insert, row, {});
      expect(ours).toEqual(theirs);
    }
    const select = 'select * from wide order by id';
    expect(await statements.query(select, [], {})).toEqual(await db.query(select));
    expect(await statements.query(select, [], { rowMode: 'array' })).toEqual(
      await db.query(select, [], { rowMode: 'array' }),
    );
    const update = 'update wide set ok = not coalesce(ok, false) where id is not null';
    const updated = await statements.query(update, [], {});
    expect(updated).toEqual(await db.query(update));
    expect(updated.affectedRows).toBe(2);
    const none = 'delete from wide where n = $1';
    expect(await statements.query(none, [1], {})).toEqual(await db.query(none, [1]));

    const duplicate = 'insert into wide (id, label) values ($1, $2)';
    const label = rows[0]![6];
    const ourError = await statements.query(duplicate, [crypto.randomUUID(), label], {}).catch((e) => e);
    const theirError = await db.query(duplicate, [crypto.randomUUID(), label]).catch((e) => e);
    // PGlite's query() adds the statement and its parameters; ours adds the statement (query()).
    const { query: _query, ...ourFields } = ourError;
    const { query: _text, params: _params, queryOptions: _options, ...theirFields } = theirError;
    expect(ourError).toBeInstanceOf(Error);
    expect(ourError.message).toBe(theirError.message);
    expect(ourFields).toEqual(theirFields);
    expect(ourError).toMatchObject({ code: '23505', constraint: 'wide_label_key', table: 'wide' });
    await db.exec('drop table wide');
  });

  it('returns PostgreSQL errors with their code and the statement, and goes on working after them', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await statements.query(insert, [10, 'ten'], {});
    const duplicate = await statements.query(insert, [10, 'again'], {}).catch((e) => e);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_pkey', query: insert });
    const syntax = await statements.query('selec 1', [], {}).catch((e) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(await prepared('selec 1')).toBe(0);
    const { rows } = await statements.query('select name from items where id = $1', [10], {});
    expect(rows).toEqual([{ name: 'ten' }]);
  });

  it('keeps transactions: a failed statement aborts it, ROLLBACK ends it, and a commit keeps what it wrote', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await db.exec('begin');
    await statements.query(insert, [20, 'dropped'], {});
    await expect(statements.query(insert, [20, 'again'], {})).rejects.toMatchObject({ code: '23505' });
    await expect(statements.query(insert, [21, 'late'], {})).rejects.toMatchObject({ code: '25P02' });
    await db.exec('rollback');
    await db.exec('begin');
    await statements.query(insert, [22, 'kept'], {});
    await db.exec('commit');
    const { rows } = await statements.query('select id from items where id >= $1 order by id', [20], {});
    expect(rows).toEqual([{ id: 22 }]);
  });

  it('prepares a statement again when its table changed shape', async () => {
    const all = 'select * from items where id = $1';
    await statements.query(all, [22], {});
    await db.exec('alter table items add column extra text default $$x$$');
    const { rows } = await statements.query(all, [22], {});
    expect(rows[0]).toMatchObject({ id: 22, extra: 'x' });
    await db.exec('alter table items drop column extra');
  });

  it('closes the least recently used statements beyond its bound', async () => {
    for (let i = 0; i < 12; i++) await statements.query(`select ${i} + $1::int as n`, [i], {});
    const { rows } = await statements.query('select $1::int as n', [1], {});
    expect(rows).toEqual([{ n: 1 }]);
    const open = await db.query<{ count: number }>(
      'select count(*)::int as count from pg_prepared_statements',
    );
    expect(open.rows[0]?.count).toBeLessThanOrEqual(5);
    expect(await prepared('select $1::int as n')).toBe(1);
  });

  it('keeps nothing of an answer once it is read: the heap does not grow with the statements run', async () => {
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const heapAfterCollecting = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    await db.exec(
      `insert into items (id, name) select i, repeat('x', 100) || i from generate_series(100, 109) i`,
    );
    const select = 'select id, name from items where id >= $1 order by id';
    const run = async (times: number) => {
      for (let i = 0; i < times; i++) await statements.query(select, [100], {});
    };
    await run(200);
    const before = heapAfterCollecting();
    // Ten rows, a CommandComplete and more per statement: kept, 4,000 of them would hold megabytes.
    await run(4000);
    const grown = heapAfterCollecting() - before;
    expect(grown).toBeLessThan(2 * 1024 * 1024);
    await db.exec('delete from items where id >= 100');
  });

  it('refuses an answer larger than its bound, and goes on working after it', async () => {
    const bounded = new PreparedStatements(db, 5, 64 * 1024);
    const big = 'select repeat($1::text, 100000) as text';
    await expect(bounded.query(big, ['x'], {})).rejects.toThrow(/exceeds 65536 bytes/);
    const { rows } = await bounded.query('select length(repeat($1::text, 1000)) as n', ['x'], {});
    expect(rows).toEqual([{ n: 1000 }]);
  });
});
