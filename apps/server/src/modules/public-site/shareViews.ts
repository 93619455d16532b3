import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { shareViews } from '../../db/schema';

type View = typeof shareViews.$inferInsert;

/** Link-preview fetchers and crawlers are not readers. */
const BOTS =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|python-requests|curl\/|wget/i;

/** Views waiting beyond this are dropped rather than filling memory while the database is away or slow. */
const MAX_PENDING = 20_000;

/**
 * Records views of shared articles for the sharing statistics without slowing the page: views are
 * queued in memory and written in one insert per interval (or sooner when many are waiting).
 * A visitor is a hash of a daily salt, the address and the user agent: unique visitors without
 * cookies, and the address itself is never stored. The salt is derived from the server secret
 * and the day, so every process of one installation counts a visitor the same way.
 */
export class ShareViewRecorder {
  private pending: View[] = [];
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private dropped = 0;
  private salt = { day: '', value: '' };

  constructor(
    private readonly options: {
      db: Db;
      secret: string;
      now: () => Date;
      flushMs?: number;
      /** Rows per insert: the embedded database writes on the main thread, so small bites keep pages flowing. */
      batchSize?: number;
      onError: (error: unknown, dropped: number) => void;
    },
  ) {}

  record(view: {
    articleId: string;
    organizationId: string;
    ip: string;
    userAgent: string | undefined;
  }): void {
    if (view.userAgent && BOTS.test(view.userAgent)) return;
    if (this.pending.length >= MAX_PENDING) {
      this.dropped++;
      return;
    }
    const now = this.options.now();
    const day = now.toISOString().slice(0, 10);
    this.pending.push({
      organizationId: view.organizationId,
      articleId: view.articleId,
      source: 'SHARED',
      viewedOn: day,
      visitorHash: createHash('sha256')
        .update(`${this.saltOf(day)}\n${view.ip}\n${view.userAgent ?? ''}`)
        .digest('base64url'),
      createdAt: now,
    });
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? 1000).unref();
  }

  /** Writes what is waiting; resolves when everything recorded so far is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    const size = this.options.batchSize ?? 100;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, size);
      try {
        await this.options.db.insert(shareViews).values(batch);
      } catch (error) {
        // A view of an article deleted meanwhile (foreign key) must not lose the others.
        const kept = await this.insertOneByOne(batch);
        this.options.onError(error, batch.length - kept);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.dropped > 0) {
      this.options.onError(new Error('too many share views waiting to be written'), this.dropped);
      this.dropped = 0;
    }
  }

  private async insertOneByOne(batch: View[]): Promise<number> {
    let kept = 0;
    for (const view of batch) {
      try {
        await this.options.db.insert(shareViews).values(view);
        kept++;
      } catch {
        // dropped: counted by the caller
      }
    }
    return kept;
  }

  private saltOf(day: string): string {
    if (this.salt.day !== day) {
      this.salt = {
        day,
        value: createHmac('sha256', this.options.secret).update(`share-view-salt:${day}`).digest('base64url'),
      };
    }
    return this.salt.value;
  }
}
