import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type ListenLogger, listenOnChannel } from '../../lib/pgListen/listen';
import { type ArticleChange, articleEvents } from './events';

const CHANNEL = 'support_article_changes';
/** This process: its own notifications come back to it and are skipped (it told itself already). */
const ORIGIN = randomUUID();
const ZNotice = z.object({
  origin: z.string(),
  articleId: z.uuid(),
  organizationId: z.uuid(),
  kind: z.enum(['updated', 'deleted']),
});

/**
 * Article changes across processes on one PostgreSQL: every change made here is sent with NOTIFY
 * (after its commit, as articleChanged is called), and every change another server or worker sent
 * is told to this process's listeners as `remote`, so a page cached here is dropped within
 * milliseconds of an edit made through another server. After a lost connection, `resync` drops
 * everything, since notifications sent meanwhile are gone.
 */
export function shareArticleChanges(options: { db: Db; connectionString: string; logger: ListenLogger }): {
  close(): Promise<void>;
} {
  const send = (change: ArticleChange) => {
    if (change.remote) return;
    const { articleId, organizationId, kind } = change;
    const payload = JSON.stringify({ origin: ORIGIN, articleId, organizationId, kind });
    options.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch((error: unknown) => {
      // Other servers then keep the page until its cache time (60 s) runs out.
      options.logger.warn({ err: error, articleId }, 'could not tell other servers about an article change');
    });
  };
  articleEvents.on('changed', send);
  let connectedBefore = false;
  const listener = listenOnChannel({
    connectionString: options.connectionString,
    channel: CHANNEL,
    onNotification(payload) {
      const notice = ZNotice.safeParse(JSON.parse(payload ?? 'null'));
      if (!notice.success || notice.data.origin === ORIGIN) return;
      const { origin: _, ...change } = notice.data;
      articleEvents.emit('changed', { ...change, remote: true });
    },
    onConnected() {
      if (connectedBefore) articleEvents.emit('resync');
      connectedBefore = true;
    },
    logger: options.logger,
    lostMessage: 'article change notifications lost; cached pages are dropped when they are back',
  });
  return {
    async close() {
      articleEvents.off('changed', send);
      await listener.close();
    },
  };
}
