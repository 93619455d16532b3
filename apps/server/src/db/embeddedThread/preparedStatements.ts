import { type PGlite, protocol, type QueryOptions, type Results, types } from '@electric-sql/pglite';
import { readResponse, type WireField, type WireResponse } from './wire';

type Statement = { name: string; parameterTypes: number[]; fields: WireField[] };
type Parser = (value: string, typeId: number) => unknown;

const { serialize } = protocol;

/**
 * Runs each distinct SQL text as a named prepared statement, parsed and described once, then only
 * bound and executed. PGlite's own query() parses, describes and plans every statement again in
 * six calls into the database: a primary-key lookup took 0.70 ms that way and 0.19 ms prepared
 * (PostgreSQL then also keeps a generic plan where it costs no more than a custom one). The server
 * sends a few hundred distinct statements, all from code (drizzle), never text built from input.
 */
export class PreparedStatements {
  private readonly statements = new Map<string, Statement>();
  private nextName = 1;
  /** Closes of evicted statements, sent with the next statement (one call into the database). */
  private pendingCloses: Uint8Array[] = [];
  private readonly answer: AnswerBuffer;

  constructor(
    private readonly db: PGlite,
    /** Statements kept prepared at most; the least recently used is closed beyond this. */
    private readonly maxStatements = 500,
    /** The largest answer taken; a larger one fails its statement (the server's reads are paged). */
    maxAnswerBytes = 256 * 1024 * 1024,
  ) {
    this.answer = new AnswerBuffer(maxAnswerBytes);
  }

  async query(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    try {
      return await this.run(sql, params, options);
    } catch (error) {
      // A table whose columns changed under a prepared `select *`: prepare it again, once, where
      // the failed statement has not aborted a transaction.
      if (isChangedResultType(error) && !this.db.isInTransaction()) {
        this.forget(sql);
        return await this.run(sql, params, options);
      }
      throw Object.assign(error as Error, { query: sql });
    }
  }

  private async run(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    // Most recently used last: the first entry is the one to close when the map is full.
    this.statements.delete(sql);
    this.statements.set(sql, statement);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options.serializers?.[type] ?? this.db.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const response = await this.send(
      serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
      serialize.execute({}),
    );
    if (!this.db.isInTransaction()) await this.db.syncToFs();
    return resultsOf(response, statement.fields, this.db.parsers as Record<number, Parser>, options);
  }

  private async prepare(sql: string): Promise<Statement> {
    const name = `s${this.nextName++}`;
    const described = await this.send(
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
    );
    const statement: Statement = {
      name,
      parameterTypes: described.parameterTypes ?? [],
      fields: described.fields ?? [],
    };
    this.statements.set(sql, statement);
    if (this.statements.size > this.maxStatements) {
      const [oldest] = this.statements.keys();
      if (oldest !== undefined) this.forget(oldest);
    }
    return statement;
  }

  private forget(sql: string): void {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    this.pendingCloses.push(serialize.close({ type: 'S', name: statement.name }));
  }

  /**
   * The messages and a Sync in one call: after an error PostgreSQL skips to the Sync, and the
   * error is thrown once all of them ran. The answer is read from its bytes (wire.ts says why).
   *
   * Streamed, not execProtocolRaw(): that one also hands every message to PGlite's own reader,
   * which keeps what it read until the next query() or exec(). A server that only runs prepared
   * statements would hold every answer it ever gave (about 3 KB per statement) until it ran out.
   */
  private async send(...messages: Uint8Array[]): Promise<WireResponse> {
    const parts = [...this.pendingCloses, ...messages, serialize.sync()];
    this.pendingCloses = [];
    this.answer.clear();
    await this.db.execProtocolRawStream(Buffer.concat(parts), {
      syncToFs: false,
      onRawData: (bytes) => this.answer.append(bytes),
    });
    if (this.answer.overflowed) {
      this.answer.release();
      throw new Error(`the embedded database's answer exceeds ${this.answer.maxBytes} bytes`);
    }
    const response = readResponse(this.answer.bytes());
    this.answer.release();
    if (response.error) throw response.error;
    return response;
  }
}

/**
 * The bytes of one answer, copied out of the database's memory as they come (a chunk is a view of
 * it that the next statement overwrites). One buffer, reused: it grows for a large answer and is
 * given back afterwards, so one large result does not stay held. Beyond `maxBytes` the rest is
 * dropped and the answer marked: throwing from inside the database's write would leave it midway.
 */
class AnswerBuffer {
  private static readonly KEPT_BYTES = 256 * 1024;
  private buffer = Buffer.allocUnsafe(AnswerBuffer.KEPT_BYTES);
  private length = 0;
  overflowed = false;

  constructor(readonly maxBytes: number) {}

  clear(): void {
    this.length = 0;
    this.overflowed = false;
  }

  append(bytes: Uint8Array): void {
    const needed = this.length + bytes.byteLength;
    if (this.overflowed || needed > this.maxBytes) {
      this.overflowed = true;
      return;
    }
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.min(this.maxBytes, Math.max(needed, this.buffer.length * 2)));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.buffer.set(bytes, this.length);
    this.length = needed;
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  /** Call once the answer is read (wire.ts keeps no view of it). */
  release(): void {
    if (this.buffer.length > AnswerBuffer.KEPT_BYTES)
      this.buffer = Buffer.allocUnsafe(AnswerBuffer.KEPT_BYTES);
    this.length = 0;
    this.overflowed = false;
  }
}

/** Command tags whose row count is the number of rows written (PGlite's affectedRows). */
const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The statement's rows as PGlite's query() gives them: each value through the query's parser for
 * its type, else the database's, else PGlite's default; rows as objects by column name, or as
 * arrays; affectedRows from the command tag of a write.
 */
function resultsOf(
  response: WireResponse,
  fields: WireField[],
  defaults: Record<number, Parser>,
  options: QueryOptions,
): Results {
  const given = options.parsers as Record<number, Parser> | undefined;
  const parsers = fields.map(
    ({ dataTypeID: type }) =>
      given?.[type] ?? defaults[type] ?? ((value: string) => types.parseType(value, type)),
  );
  const parsed = (row: (string | null)[], i: number) => {
    const value = row[i];
    return value === null || value === undefined ? null : parsers[i]!(value, fields[i]!.dataTypeID);
  };
  const rows =
    options.rowMode === 'array'
      ? response.rows.map((row) => row.map((_, i) => parsed(row, i)))
      : response.rows.map((row) => {
          const object: Record<string, unknown> = {};
          for (let i = 0; i < row.length; i++) object[fields[i]!.name] = parsed(row, i);
          return object;
        });
  if (response.command === null) return { rows: [], fields: [], affectedRows: 0 };
  // A tag that carries a row count ends in it ("SELECT 2", "UPDATE 3", "INSERT 0 5").
  const words = response.command.split(' ');
  const command = words[0]!;
  const rowCount = Number.parseInt(words[words.length - 1]!, 10);
  const writes = WRITE_COMMANDS.has(command);
  return {
    rows,
    fields,
    command,
    affectedRows: writes ? rowCount : 0,
    ...(Number.isNaN(rowCount) ? {} : { rowCount }),
  } as Results;
}

/** PostgreSQL's "cached plan must not change result type" (a prepared statement's table changed). */
function isChangedResultType(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}
