import { createHash, createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { type ViewGroup, type ViewSource, writeViewGroups } from './writeShareViews';

/** Link-preview fetchers and crawlers are not readers. */
const BOTS =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|python-requests|curl\/|wget/i;

type PendingGroup = Omit<ViewGroup, 'visitorHash'> & { ip: string; userAgent: string };

/**
 * How often views are written. One write costs the embedded database about 90 ms of the event loop
 * however few rows it has (measured): written every second, that took a third of the shared page's
 * throughput (12.4k against 20.2k pages a second without counting); every 5 s, 15.8-20.1k. The
 * sharing statistics are a few seconds behind at most.
 */
export const VIEW_FLUSH_MS = 5000;

/** Visitors waiting beyond this are dropped rather than filling memory while the database is away or slow. */
const MAX_PENDING_GROUPS = 20_000;

/**
 * Records views of shared articles (and of help center article pages, as their own source) for the sharing statistics without slowing the page: views are
 * counted in memory per visitor and day, and written every few seconds (VIEW_FLUSH_MS) in one statement per batch
 * (the embedded database writes on the main thread, so a write per request would halve throughput).
 * A visitor is a hash of a daily salt, the address and the user agent: unique visitors without
 * cookies, and the address itself is never stored. The salt is derived from the server secret
 * and the day, so every process of one installation counts a visitor the same way.
 */
export class ShareViewRecorder {
  /** Raw address and user agent stay in memory only until the next write, which stores their hash. */
  private pending = new Map<string, PendingGroup>();
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
      /** Visitors per statement: small bites keep pages flowing while the embedded database writes. */
      batchSize?: number;
      onError: (error: unknown, dropped: number) => void;
    },
  ) {}

  record(view: {
    articleId: string;
    organizationId: string;
    ip: string;
    userAgent: string | undefined;
    /** SHARED unless said: the help center's pages count as HELP_CENTER. */
    source?: ViewSource;
  }): void {
    if (view.userAgent && BOTS.test(view.userAgent)) return;
    const now = this.options.now();
    const day = now.toISOString().slice(0, 10);
    // Hashed when written, once per visitor rather than once per view: the page stays cheap.
    const source = view.source ?? 'SHARED';
    const key = `${view.articleId}|${source}|${day}|${view.ip}|${view.userAgent ?? ''}`;
    const waiting = this.pending.get(key);
    if (waiting) waiting.count++;
    else if (this.pending.size >= MAX_PENDING_GROUPS) this.dropped++;
    else {
      this.pending.set(key, {
        organizationId: view.organizationId,
        articleId: view.articleId,
        source,
        viewedOn: day,
        ip: view.ip,
        userAgent: view.userAgent ?? '',
        firstAt: now,
        count: 1,
      });
    }
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? VIEW_FLUSH_MS).unref();
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
    const size = this.options.batchSize ?? 200;
    while (this.pending.size > 0) {
      const batch: ViewGroup[] = [];
      for (const [key, { ip, userAgent, ...group }] of this.pending) {
        this.pending.delete(key);
        batch.push({ ...group, visitorHash: this.visitorHash(group.viewedOn, ip, userAgent) });
        if (batch.length >= size) break;
      }
      await this.write(batch);
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.dropped > 0) {
      this.options.onError(new Error('too many share views waiting to be written'), this.dropped);
      this.dropped = 0;
    }
  }

  private async write(batch: ViewGroup[]): Promise<void> {
    try {
      await writeViewGroups(this.options.db, batch);
    } catch (error) {
      // A view of an article deleted meanwhile (foreign key) must not lose the others.
      let lost = 0;
      for (const group of batch) {
        await writeViewGroups(this.options.db, [group]).catch(() => {
          lost += group.count;
        });
      }
      if (lost > 0) this.options.onError(error, lost);
    }
  }

  private visitorHash(day: string, ip: string, userAgent: string): string {
    return createHash('sha256')
      .update(`${this.saltOf(day)}\n${ip}\n${userAgent}`)
      .digest('base64url');
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
