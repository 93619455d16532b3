import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PreparedStatements } from './preparedStatements';
import { sendableError, type ThreadReply, type ThreadRequest, type ThreadStart } from './protocol';

/**
 * The embedded database's own thread (client.ts says why it is not on the main thread). Runs each
 * request on PGlite, which takes them one at a time; the server keeps transactions in order.
 */
if (!parentPort) throw new Error('the embedded database thread runs as a worker thread');
const port = parentPort;
const reply = (message: ThreadReply) => port.postMessage(message);
const start = workerData as ThreadStart;

const keepText = (value: string) => value;
const parsersFor = new Map<string, QueryOptions['parsers']>();
/** The same parser object for the same types: drizzle asks for one of two sets. */
function parsers(rawTypes: number[]): QueryOptions['parsers'] {
  const key = rawTypes.join(',');
  let found = parsersFor.get(key);
  if (!found) {
    found = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
    parsersFor.set(key, found);
  }
  return found;
}

async function main(): Promise<void> {
  let db: PGlite;
  try {
    // pg_trgm and unaccent: the help centers' search (typo-tolerant titles, accents ignored), as on PostgreSQL.
    db = await PGlite.create({
      dataDir: start.dataDir,
      loadDataDir: start.loadDataDir,
      extensions: { pg_trgm, unaccent },
    });
  } catch (error) {
    reply({ type: 'failed', error: sendableError(error) });
    return;
  }
  const statements = new PreparedStatements(db);
  // One request after the other, in the order sent: the server's transactions rely on it.
  let previous = Promise.resolve();
  port.on('message', (request: ThreadRequest) => {
    previous = previous.then(async () => {
      try {
        reply({ type: 'result', id: request.id, result: await run(db, statements, request) });
      } catch (error) {
        reply({ type: 'error', id: request.id, error: sendableError(error) });
      }
      if (request.op === 'close') port.close();
    });
  });
  reply({ type: 'ready' });
}

const TRANSACTION_WORDS = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);

async function run(db: PGlite, statements: PreparedStatements, request: ThreadRequest): Promise<unknown> {
  if ('begin' in request && request.begin) await statements.query('BEGIN', [], {});
  switch (request.op) {
    case 'query': {
      const result = await statements.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: request.rawTypes.length > 0 ? parsers(request.rawTypes) : undefined,
      });
      // Rows as arrays are drizzle's selects, which map them by their own column list: the fields'
      // names and types need not cross (they are half of a one-row reply, and cloning costs).
      return request.rowMode === 'array' ? { ...result, fields: [] } : result;
    }
    case 'exec':
      // A transaction's own words are prepared statements too: PGlite's exec() reads its answer
      // with the reader wire.ts replaces, which costs more than the statement.
      if (TRANSACTION_WORDS.has(request.sql)) return [await statements.query(request.sql, [], {})];
      return db.exec(request.sql);
    case 'dump':
      return db.dumpDataDir('gzip');
    case 'close':
      return db.close();
  }
}

void main();
