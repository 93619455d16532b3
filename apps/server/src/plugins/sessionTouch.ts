import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Clock } from '../lib/clock';

/** "Last used" is shown to the minute: a busier session writes no more often than that. */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * Records that a session was used, when its stored time is older than the interval: at most one
 * write per session and minute, and none at all on most requests (the time came with the actor).
 * The condition in the update keeps several processes from writing the same minute twice.
 */
export function createSessionTouch(db: Db, clock: Clock) {
  return async (sessionId: string, lastUsedAt: Date): Promise<void> => {
    const now = clock.now();
    if (now.getTime() - new Date(lastUsedAt).getTime() < TOUCH_INTERVAL_MS) return;
    const stale = new Date(now.getTime() - TOUCH_INTERVAL_MS);
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, stale)));
  };
}
