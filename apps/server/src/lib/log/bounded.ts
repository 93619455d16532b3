import type { LoggerOptions } from 'pino';

/**
 * Every log line, of the server and the worker, passes through here. A line is for the operator:
 * it must never copy a customer's text (a failed query's parameters are the article it saved) and
 * must stay small, or a fault that repeats (a full disk) fills the disk with its own log.
 */
export const LINE_MAX_BYTES = 16 * 1024;
const STRING_MAX = 2048;
const STACK_MAX = 4096;
const DEPTH_MAX = 4;
const ITEMS_MAX = 20;

/** A database error's fields that name what failed, never the values (`detail` quotes them). */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'];

export const cut = (text: string, max = STRING_MAX): string =>
  text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more chars cut]`;

/** Drizzle's "Failed query: … params: …" carries the query's values: the query stays, the values go. */
const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');

/** An error as the fields worth reading: type, cut message, code, the stack's frames, its causes. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return bound(error, depth);
  const fields = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message: cut(withoutParams(String(error.message))),
  };
  for (const key of ERROR_FIELDS)
    if (typeof fields[key] === 'string' || typeof fields[key] === 'number') out[key] = fields[key];
  // Only the frames: the stack's first line repeats the message, values included.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  if (frames.length > 0) out.stack = cut(frames.join('\n'), STACK_MAX);
  if (error.cause !== undefined && depth < DEPTH_MAX) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** Any value with its strings cut, its lists and objects shortened and its depth limited. */
export function bound(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(withoutParams(value));
  if (value instanceof Error) return serializeError(value, depth);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DEPTH_MAX) return '[deeper values cut]';
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (Array.isArray(value)) {
    const items = value.slice(0, ITEMS_MAX).map((item) => bound(item, depth + 1));
    if (value.length > ITEMS_MAX) items.push(`[${value.length - ITEMS_MAX} more items cut]`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, ITEMS_MAX * 2)) out[key] = bound(item, depth + 1);
  return out;
}

/**
 * The last guard, on the finished line (pino has no cap of its own): a line still over the limit (a
 * long message, many fields) keeps its level, time, request and the head of its message.
 */
export function capLine(line: string): string {
  const bytes = Buffer.byteLength(line);
  if (bytes <= LINE_MAX_BYTES) return line;
  let entry: Record<string, unknown> = {};
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {}
  const { level, time, pid, hostname, reqId, role, msg } = entry;
  const kept = { level, time, pid, hostname, reqId, role, msg: cut(withoutParams(String(msg ?? '')), 1000) };
  return `${JSON.stringify({ ...kept, lineCut: bytes })}\n`;
}

/** Fields their own serializer shortens (Fastify's `req` and `res`): walking them here would copy sockets. */
const SERIALIZED = new Set(['req', 'res']);

function boundEntry(entry: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) out[key] = SERIALIZED.has(key) ? value : bound(value);
  return out;
}

/** The options both loggers take (app.ts, worker.ts). */
export const boundedLogOptions = {
  // Fastify's type wants pino's own error shape; ours has its fields, fewer and cut.
  serializers: {
    err: (error: unknown) => serializeError(error) as { type: string; message: string; stack: string },
  },
  formatters: { log: boundEntry },
  hooks: {
    // The message itself: `log.error(error)` makes the error's whole message the line's `msg`.
    logMethod(args, method) {
      const [first, ...rest] = args as unknown[];
      const text = (value: unknown) => (typeof value === 'string' ? cut(withoutParams(value)) : value);
      if (first instanceof Error && rest.length === 0)
        return method.apply(this, [{ err: first }, text(first.message)] as never);
      return method.apply(this, [text(first), ...rest.map(text)] as never);
    },
    streamWrite: capLine,
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'formatters' | 'hooks'>;
