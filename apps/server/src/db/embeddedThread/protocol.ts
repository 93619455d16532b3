/**
 * Messages between the server and the thread that runs the embedded database (thread.ts). Only
 * structured-cloneable values cross: SQL text, parameters, rows, and errors as plain objects.
 */

export type ThreadStart = {
  dataDir?: string;
  /** A tarball of a data directory to start from (the test template). */
  loadDataDir?: Blob;
};

export type QueryRequest = {
  id: number;
  op: 'query';
  sql: string;
  params: unknown[];
  rowMode?: 'array' | 'object';
  /** Types whose text is kept as it is (drizzle keeps dates and intervals as strings). */
  rawTypes: number[];
  /** Opens a transaction (BEGIN) first: the first statement of a transaction carries it. */
  begin?: boolean;
};

export type ThreadRequest =
  | QueryRequest
  | { id: number; op: 'exec'; sql: string; begin?: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as it crossed: the message and PostgreSQL's fields (code, constraint, detail…). */
export type SentError = { name: string; message: string; fields: Record<string, unknown> };

export type ThreadReply =
  | { type: 'ready' }
  | { type: 'failed'; error: SentError }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SentError };

/** An error as a plain object: only its own fields that are plain values cross the thread. */
export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    const plain = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    if (plain) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on this side, with this side's stack (where the query was made). */
export function receivedError(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  return error;
}
