import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = { name: string; parameterTypes: number[]; rowDescription?: BackendMessage };

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

  constructor(
    private readonly db: PGlite,
    /** Statements kept prepared at most; the least recently used is closed beyond this. */
    private readonly maxStatements = 500,
  ) {}

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
    const messages = await this.send(
      serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
      serialize.execute({}),
    );
    if (!this.db.isInTransaction()) await this.db.syncToFs();
    const all = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(all, this.db.parsers, options)[0] as Results;
  }

  private async prepare(sql: string): Promise<Statement> {
    const name = `s${this.nextName++}`;
    const messages = await this.send(
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
    );
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
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
   * The messages and a Sync in one call: after an error PostgreSQL skips to the Sync, and PGlite
   * throws the error once all of them ran.
   */
  private send(...messages: Uint8Array[]): Promise<BackendMessage[]> {
    const parts = [...this.pendingCloses, ...messages, serialize.sync()];
    this.pendingCloses = [];
    return this.db.execProtocolStream(Buffer.concat(parts), { syncToFs: false });
  }
}

/** PostgreSQL's "cached plan must not change result type" (a prepared statement's table changed). */
function isChangedResultType(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}
