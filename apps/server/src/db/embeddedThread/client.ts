import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { workerEntry } from '../../lib/process/workerEntry';
import {
  type QueryRequest,
  receivedError,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from './protocol';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database (PGlite) on a thread of its own, with the part of PGlite's interface that
 * drizzle and the server use (query, exec, transaction, dumpDataDir, close).
 *
 * Why a thread: PGlite's file system creates thousands of object shapes when it starts, which
 * fills V8's table of shapes that plain objects grow into. From then on objects that Node's HTTP
 * server builds property by property (headers, process.nextTick's entries) no longer share
 * shapes, and every request on the process ran about a third slower (bench: a bare handler in the
 * same process as PGlite 0.65–0.75 × one without; PGlite on a thread 1.0 ×). The thread also keeps
 * a long query (an analytics range) from stopping every other request while it runs.
 */
export class EmbeddedDatabaseThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Set while a transaction runs: other statements wait for it, as in PGlite itself. */
  private transactionDone: Promise<void> | null = null;
  /** Statements waiting for a transaction to end before they start. */
  private waiting = 0;
  private failure: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    private readonly maxWaiting: number,
    private readonly onStopped?: (error: Error) => void,
  ) {}

  /** Starts the thread and opens the database there; rejects with PGlite's own error when it cannot. */
  static async start(
    options: ThreadStart,
    /** Called once if the thread ends other than by close(): nothing can be stored from then on. */
    onStopped?: (error: Error) => void,
    /**
     * Statements that may wait at once (sent to the thread, or queued behind a transaction); more
     * are refused as busy (503 with Retry-After), so a flood costs bounded memory and answers fast
     * instead of queueing for minutes. About a second of work at ~0.5 ms a statement.
     */
    maxWaiting = 2000,
  ): Promise<EmbeddedDatabaseThread> {
    const [entry, extra] = workerEntry(import.meta.url, {
      bundled: './databaseThread.js',
      source: './thread.ts',
    });
    const worker = new Worker(entry, { ...extra, workerData: options });
    const thread = new EmbeddedDatabaseThread(worker, maxWaiting, onStopped);
    await new Promise<void>((resolve, reject) => {
      const early = (error: Error) => reject(error);
      worker.once('error', early);
      worker.once('exit', (code) => reject(new Error(`the embedded database thread exited (${code})`)));
      worker.once('message', (message: ThreadReply) => {
        worker.off('error', early);
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(receivedError(message.error));
        else reject(new Error(`unexpected first message from the database thread: ${message.type}`));
      });
    }).catch(async (error) => {
      await worker.terminate();
      throw error;
    });
    thread.listen();
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.outsideTransaction(() => this.queryNow(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.outsideTransaction(() => this.send({ op: 'exec', sql }) as Promise<Results[]>);
  }

  /** BEGIN, the callback's statements, COMMIT; ROLLBACK when the callback throws (PGlite's semantics). */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.outsideTransaction(() => this.runTransaction(callback));
  }

  dumpDataDir(): Promise<Blob> {
    return this.outsideTransaction(() => this.send({ op: 'dump' }) as Promise<Blob>);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.outsideTransaction(() => this.send({ op: 'close' }).catch(() => {}));
    this.failure = new Error('The embedded database is closed');
    await this.worker.terminate();
  }

  /**
   * Starts `statement` once no transaction is open. The check and the start happen in one go (no
   * await between them), so a statement can never slip into a transaction that began meanwhile,
   * and two transactions never overlap.
   */
  private outsideTransaction<T>(statement: () => Promise<T>): Promise<T> {
    // Only new work is refused: a running transaction's own statements (and its COMMIT) never are.
    if (this.waiting + this.pending.size >= this.maxWaiting) return Promise.reject(busy());
    return this.whenNoTransaction(statement);
  }

  private whenNoTransaction<T>(statement: () => Promise<T>): Promise<T> {
    if (!this.transactionDone) return statement();
    this.waiting++;
    return this.transactionDone.then(() => {
      this.waiting--;
      return this.whenNoTransaction(statement);
    });
  }

  /**
   * Called with no transaction open; marks one open before anything else can run. BEGIN is not a
   * message of its own: it travels with the transaction's first statement (one crossing of the
   * thread fewer per transaction), and a transaction that sent no statement sends no COMMIT either.
   */
  private async runTransaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    let finish!: () => void;
    this.transactionDone = new Promise((resolve) => {
      finish = resolve;
    });
    let closed = false;
    let begun = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const beginning = () => {
      const begin = !begun;
      begun = true;
      return begin;
    };
    const tx = {
      query: async (sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.queryNow(sql, params ?? [], options, beginning());
      },
      exec: async (sql: string) => {
        open();
        return this.send({ op: 'exec', sql, begin: beginning() });
      },
      rollback: async () => {
        open();
        if (begun) await this.send({ op: 'exec', sql: 'ROLLBACK' });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        if (begun) {
          const [commit] = (await this.send({ op: 'exec', sql: 'COMMIT' })) as { command?: string }[];
          // COMMIT of a transaction that failed inside is PostgreSQL's ROLLBACK.
          if (commit?.command === 'ROLLBACK') throw new Error('The transaction was rolled back');
        }
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        if (begun) await this.send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {});
      }
      throw error;
    } finally {
      this.transactionDone = null;
      finish();
    }
  }

  private async queryNow(
    sql: string,
    params: unknown[],
    options: QueryOptions = {},
    begin = false,
  ): Promise<never> {
    const { rowMode, parsers, ...rest } = options;
    if (Object.keys(rest).length > 0)
      throw new Error(`query options the database thread does not take: ${Object.keys(rest).join(', ')}`);
    const request: Omit<QueryRequest, 'id'> = {
      op: 'query',
      sql,
      params,
      rowMode,
      rawTypes: rawTypes(parsers),
      begin,
    };
    return this.send(request) as Promise<never>;
  }

  private send(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // A statement in flight keeps the process alive; an idle database thread does not.
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  private listen(): void {
    this.worker.unref();
    this.worker.on('message', (message: ThreadReply) => {
      if (message.type !== 'result' && message.type !== 'error') return;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.type === 'result') pending.resolve(message.result);
      else pending.reject(receivedError(message.error));
    });
    // The thread ending (out of memory, a crash in the database) fails what waits and what follows.
    const stop = (error: Error) => {
      const unexpected = !this.failure;
      this.failure ??= error;
      for (const pending of this.pending.values()) pending.reject(this.failure);
      this.pending.clear();
      if (unexpected) this.onStopped?.(error);
    };
    this.worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`)));
    this.worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit ${code})`)));
  }
}

/** As PostgreSQL's statement timeout reads (query_canceled): db/unavailable.ts answers it 503. */
function busy(): Error {
  return Object.assign(new Error('The embedded database has too many statements waiting'), { code: '57014' });
}

const rawTypesOf = new WeakMap<object, number[]>();

/**
 * drizzle's parsers keep some types' text as it is (dates, intervals); functions cannot cross to the
 * thread, so they cross as the list of those types, and any other parser is refused.
 */
function rawTypes(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  let types = rawTypesOf.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse('2000-01-01', Number(type)) !== '2000-01-01')
        throw new Error(`a parser for type ${type} that changes values cannot run on the database thread`);
      return Number(type);
    });
    rawTypesOf.set(parsers, types);
  }
  return types;
}
