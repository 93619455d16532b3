import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { workerEntry } from '../../lib/process/workerEntry';
import { type DiskReserve, WriteClassifier } from './diskReserve';
import {
  type QueryRequest,
  receivedError,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from './protocol';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; sentAt: number };
/** A dump of the whole database (a backup) may take as long as it takes. */
const NO_DEADLINE = Number.POSITIVE_INFINITY;

/** What the thread is started with, besides where the database is: its safeguards (issue 52 item 2). */
export type ThreadSafeguards = {
  /** Writes are refused as disk full while the disk holding the database is nearly full. */
  reserve?: DiskReserve;
  /**
   * A statement with no answer after this long means the database is stuck (PGlite after a failed
   * log write never answers again): the thread is replaced by a new one on the same files.
   */
  deadlineMs?: number;
  /** Told when the thread was stuck and when it was replaced (the server's log). */
  onRecovery?: (message: string) => void;
};

/**
 * Longer than any statement the server runs (PostgreSQL's statement_timeout is 30 s), so that only
 * a stuck thread is replaced; a backup's dump has no deadline.
 */
const DEFAULT_DEADLINE_MS = 60_000;
const RESTART_EVERY_MS = 1_000;
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
  /** Set while a stuck thread is being replaced: statements fail at once instead of waiting. */
  private replacing: Promise<void> | null = null;
  private watchdog: NodeJS.Timeout | undefined;
  /** Which thread's messages count: a replaced one's are ignored. */
  private generation = 0;
  private readonly classifier = new WriteClassifier();

  private constructor(
    private worker: Worker,
    private readonly options: ThreadStart,
    private readonly maxWaiting: number,
    private readonly onStopped: ((error: Error) => void) | undefined,
    private readonly safeguards: ThreadSafeguards,
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
    safeguards: ThreadSafeguards = {},
  ): Promise<EmbeddedDatabaseThread> {
    const worker = await startWorker(options);
    const thread = new EmbeddedDatabaseThread(worker, options, maxWaiting, onStopped, safeguards);
    thread.listen();
    thread.watch();
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.outsideTransaction(() => this.queryNow(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.outsideTransaction(async () => {
      this.refuseWriteOnFullDisk(sql);
      return this.send({ op: 'exec', sql }) as Promise<Results[]>;
    });
  }

  /** BEGIN, the callback's statements, COMMIT; ROLLBACK when the callback throws (PGlite's semantics). */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.outsideTransaction(() => this.runTransaction(callback));
  }

  dumpDataDir(): Promise<Blob> {
    return this.outsideTransaction(() => this.send({ op: 'dump' }) as Promise<Blob>);
  }

  async close(): Promise<void> {
    clearInterval(this.watchdog);
    if (this.failure) return;
    if (!this.replacing) await this.outsideTransaction(() => this.send({ op: 'close' }).catch(() => {}));
    this.failure = new Error('The embedded database is closed');
    await this.worker.terminate();
  }

  /**
   * Starts `statement` once no transaction is open. The check and the start happen in one go (no
   * await between them), so a statement can never slip into a transaction that began meanwhile,
   * and two transactions never overlap.
   */
  private outsideTransaction<T>(statement: () => Promise<T>): Promise<T> {
    if (this.replacing) return Promise.reject(this.whileReplacing());
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
        this.refuseWriteOnFullDisk(sql);
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
    this.refuseWriteOnFullDisk(sql);
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
    // A transaction's own statements, sent while its thread was being replaced.
    if (this.replacing) return Promise.reject(this.whileReplacing());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sentAt: request.op === 'dump' ? NO_DEADLINE : Date.now() });
      // A statement in flight keeps the process alive; an idle database thread does not.
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Writes are refused while the disk is nearly full (diskReserve.ts says why). */
  private refuseWriteOnFullDisk(sql: string): void {
    const { reserve } = this.safeguards;
    if (reserve && !this.classifier.takenOnFullDisk(sql) && !reserve.allowsWrites())
      throw reserve.fullError();
  }

  /** Once a second: a statement waiting past the deadline means the thread is stuck. */
  private watch(): void {
    const deadline = this.safeguards.deadlineMs ?? DEFAULT_DEADLINE_MS;
    this.watchdog = setInterval(
      () => {
        // The oldest statement in flight comes first (a Map keeps the order they were sent in).
        const oldest = this.pending.values().next().value;
        if (oldest && Date.now() - oldest.sentAt > deadline)
          this.replace(`a statement got no answer within ${deadline} ms`);
      },
      Math.min(1000, deadline),
    );
    this.watchdog.unref();
  }

  /**
   * Replaces a stuck thread: fails what waits on it, stops it, and starts PGlite again on the same
   * files (it replays its log, as after a kill: nothing committed is lost) as soon as the disk has
   * room, trying once a second. Meanwhile statements fail at once, as disk full or unavailable.
   */
  private replace(reason: string): void {
    if (this.replacing || this.failure) return;
    const report = this.safeguards.onRecovery ?? ((message: string) => console.warn(message));
    report(`The embedded database is stuck (${reason}); starting it again`);
    const stuck = this.worker;
    // Its exit is not the database stopping for good: listen() hears only the thread that replaces it.
    this.generation++;
    void stuck.terminate();
    const error = this.whileReplacing();
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
    this.replacing = this.startAgain().then(() => {
      this.replacing = null;
      if (!this.failure) report('The embedded database is answering again');
    });
  }

  private async startAgain(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, RESTART_EVERY_MS));
      if (this.failure) return; // closed meanwhile
      if (this.safeguards.reserve && !this.safeguards.reserve.allowsStart()) continue;
      try {
        const worker = await startWorker(this.options);
        if (this.failure) return void (await worker.terminate());
        this.worker = worker;
        this.listen();
        return;
      } catch {
        // Still no room, or the files not yet let go of: the next second tries again.
      }
    }
  }

  /** What a statement gets while the thread is replaced: disk full when it is, else unavailable. */
  private whileReplacing(): Error {
    const { reserve } = this.safeguards;
    if (reserve && !reserve.allowsWrites()) return reserve.fullError();
    // cannot_connect_now: db/unavailable.ts answers 503 DATABASE_UNAVAILABLE with Retry-After.
    return Object.assign(new Error('The embedded database is starting again'), { code: '57P03' });
  }

  private listen(): void {
    // A thread replaced as stuck may still send or exit: only the current one is heard.
    const worker = this.worker;
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    worker.unref();
    worker.on('message', (message: ThreadReply) => {
      if (!current()) return;
      if (message.type !== 'result' && message.type !== 'error') return;
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.type === 'result') pending.resolve(message.result);
      else {
        const error = receivedError(message.error);
        pending.reject(error);
        // The log could not grow: this PGlite will not answer again, whatever is asked next.
        if (LOG_WRITE_FAILED.test(error.message))
          this.replace('its write-ahead log could not grow (disk full)');
      }
    });
    // The thread ending (out of memory, a crash in the database) fails what waits and what follows.
    const stop = (error: Error) => {
      if (!current()) return;
      const unexpected = !this.failure;
      this.failure ??= error;
      for (const pending of this.pending.values()) pending.reject(this.failure);
      this.pending.clear();
      if (unexpected) this.onStopped?.(error);
    };
    worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`The embedded database stopped (exit ${code})`)));
  }
}

/** PGlite's answer when its write-ahead log needs a new segment and the disk has no room for it. */
const LOG_WRITE_FAILED = /could not (write to|create) file "?pg_wal\/.*No space left on device/i;

/** Starts a thread and opens the database there; rejects with PGlite's own error when it cannot. */
async function startWorker(options: ThreadStart): Promise<Worker> {
  const [entry, extra] = workerEntry(import.meta.url, {
    bundled: './databaseThread.js',
    source: './thread.ts',
  });
  const worker = new Worker(entry, { ...extra, workerData: options });
  await new Promise<void>((resolve, reject) => {
    const early = (error: Error) => reject(error);
    const exited = (code: number) => reject(new Error(`the embedded database thread exited (${code})`));
    worker.once('error', early);
    worker.once('exit', exited);
    worker.once('message', (message: ThreadReply) => {
      worker.off('error', early);
      worker.off('exit', exited);
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(receivedError(message.error));
      else reject(new Error(`unexpected first message from the database thread: ${message.type}`));
    });
  }).catch(async (error) => {
    await worker.terminate();
    throw error;
  });
  return worker;
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
