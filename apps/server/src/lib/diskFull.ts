/**
 * Tells a write that failed for lack of space from any other failure, wherever it happened: the
 * local files and the upload spool (Node's ENOSPC, or EDQUOT over a quota), PostgreSQL (SQLSTATE
 * 53100 disk_full) and the embedded database, whose file system errors arrive as text only
 * ("could not extend file …: No space left on device"). Follows `cause`: Drizzle and the spool wrap.
 */
const FS_CODES = new Set(['ENOSPC', 'EDQUOT']);
const DISK_FULL_STATE = '53100';
const MESSAGES = ['No space left on device', 'could not extend file', 'Disk quota exceeded'];

export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (FS_CODES.has(code) || code === DISK_FULL_STATE)) return true;
    // Not Drizzle's own message: it carries the query's parameters, the user's text (its cause has the database's).
    if (typeof message === 'string' && !message.startsWith('Failed query:')) {
      if (MESSAGES.some((text) => message.includes(text))) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
