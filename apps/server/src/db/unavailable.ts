/**
 * Tells a database that is away (restarting, failing over, unreachable, or too busy to answer in
 * time) from a bug. The former is answered 503 with Retry-After and does not count as a job's
 * failed attempt; the latter stays a 500.
 */
import { StorageUnavailableError } from '../lib/errors';

/** Node socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away: admin_shutdown, crash_shutdown, cannot_connect_now,
 * too_many_connections, and class 08 (connection exception).
 */
const GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * statement_timeout (query_canceled) and lock_timeout (lock_not_available): a stalled session holds
 * what we need; deadlock_detected and serialization_failure: two writers met (the search
 * vocabulary's counts, updated by concurrent saves), and trying again succeeds.
 */
const BUSY_STATES = new Set(['57014', '55P03', '40P01', '40001']);

/** node-postgres and pg-pool report these without a code. */
const GONE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'Connection terminated due to connection timeout',
];

export type Unavailability = 'unreachable' | 'busy';

/** Why the database could not answer, or null when the error is something else. Follows `cause` (Drizzle wraps). */
export function databaseUnavailability(error: unknown): Unavailability | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null;
    // File storage fails with the same socket errors (S3's ECONNREFUSED); its adapter says so.
    if (current instanceof StorageUnavailableError) return null;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || GONE_STATES.has(code) || code.startsWith('08')) return 'unreachable';
      if (BUSY_STATES.has(code)) return 'busy';
    }
    if (typeof message === 'string' && GONE_MESSAGES.some((text) => message.includes(text)))
      return 'unreachable';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseUnavailability(error) !== null;
