import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ChangeBus } from '../../changes/bus';
import type { Db } from '../../db/client';
import { isReader } from './readers';
import { allowedAcrossServers, clientOf, MinuteAllowance } from './viewBudget';
import { localDay, OrganizationZones } from './viewDays';
import { DailySalts } from './viewSalts';
import { type ViewGroup, type ViewSource, writeViewGroups } from './writeShareViews';

/** Views of one reader in one minute, before their day and hash are known. */
type PendingGroup = Omit<ViewGroup, 'visitorHash' | 'viewedOn'> & {
  ip: string;
  userAgent: string;
  /** The per-address budget it is counted in (viewBudget.ts), and its minute. */
  budget: string;
  minute: number;
};

/**
 * How often views are written. One write costs the embedded database about 90 ms of the event loop
 * however few rows it has (measured): written every second, that took a third of the shared page's
 * throughput (12.4k against 20.2k pages a second without counting); every 5 s, 15.8-20.1k. The
 * analytics are a few seconds behind at most.
 */
export const VIEW_FLUSH_MS = 5000;

/** Visitors waiting beyond this are dropped rather than filling memory while the database is away or slow. */
const MAX_PENDING_GROUPS = 20_000;

/**
 * Views of one reader wait as one group per minute: every time zone's midnight falls on a quarter
 * of an hour in UTC, so a minute is on one calendar day in any zone (decided once the zone is
 * known), and the per-address budget is counted per minute.
 */
const MINUTE_MS = 60_000;

/** A language code as pages name them (`de`, `pt-BR`); anything else is stored as unknown (''). */
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/**
 * Records views of articles (shared links, and help center article pages as their own source)
 * for the analytics without slowing the page: views are counted in memory per reader, and written
 * every few seconds (VIEW_FLUSH_MS) in one statement per batch (the embedded database writes on
 * the main thread, so a write per request would halve throughput), with the rollups the analytics
 * read (writeShareViews.ts).
 * A visitor is a hash of the day's random salt (viewSalts.ts), the organization, the address and
 * the user agent: unique visitors without cookies, and the address itself is never stored. The
 * day is the organization's calendar day in its time zone, decided when the views are written.
 * One client address counts at most VIEWS_PER_MINUTE views a minute per target (viewBudget.ts,
 * which also says how that bounds a day's rows); beyond it pages are served and not counted.
 */
export class ShareViewRecorder {
  /** Raw address and user agent stay in memory only until the next write, which stores their hash. */
  private pending = new Map<string, PendingGroup>();
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private dropped = 0;
  private readonly zones: OrganizationZones;
  private readonly salts: DailySalts;
  private readonly allowance = new MinuteAllowance();

  constructor(
    private readonly options: {
      db: Db;
      /** Settings changes, so a new time zone applies to the very next views written. */
      changes?: Pick<ChangeBus, 'subscribe'>;
      now: () => Date;
      flushMs?: number;
      /** Visitors per statement: small bites keep pages flowing while the embedded database writes. */
      batchSize?: number;
      onError: (error: unknown, dropped: number) => void;
    },
  ) {
    this.zones = new OrganizationZones(options.db, options.changes);
    this.salts = new DailySalts(options.db);
  }

  /**
   * One page answered to a GET (304 included: a reader coming back to a page in their browser's
   * cache reads it again; on the same day they are the same visitor). Robots and prefetches are
   * left out (readers.ts).
   */
  record(view: {
    articleId: string;
    organizationId: string;
    /** The language the page shows the article in. */
    language: string;
    ip: string;
    headers: IncomingHttpHeaders;
    /** SHARED unless said: the help center's pages count as HELP_CENTER. */
    source?: ViewSource;
    /** What the address's budget is per: the shared article unless said (a help center's pages share one). */
    target?: string;
  }): void {
    if (!isReader(view.headers)) return;
    const now = this.options.now();
    const budget = `${view.target ?? `shared:${view.articleId}`}|${clientOf(view.ip)}`;
    if (!this.allowance.take(budget, now.getTime())) return;
    const userAgent = view.headers['user-agent'] ?? '';
    const source = view.source ?? 'SHARED';
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const key = `${view.articleId}|${source}|${view.language}|${minute}|${view.ip}|${userAgent}`;
    const waiting = this.pending.get(key);
    if (waiting) waiting.count++;
    else if (this.pending.size >= MAX_PENDING_GROUPS) this.dropped++;
    else {
      this.pending.set(key, {
        organizationId: view.organizationId,
        articleId: view.articleId,
        source,
        language: LANGUAGE.test(view.language) ? view.language : '',
        ip: view.ip,
        userAgent,
        budget,
        minute,
        firstAt: now,
        count: 1,
      });
    }
    this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs ?? VIEW_FLUSH_MS).unref();
  }

  /** Writes what is waiting and stops listening to settings changes (the server is closing). */
  async close(): Promise<void> {
    this.zones.close();
    await this.flush();
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
      const batch: PendingGroup[] = [];
      for (const [key, group] of this.pending) {
        this.pending.delete(key);
        batch.push(group);
        if (batch.length >= size) break;
      }
      try {
        await this.write(await this.visitorsOf(await this.withinBudgets(batch)));
      } catch (error) {
        // The zones or the salts could not be read: these views are lost, like a failed write's.
        this.options.onError(
          error,
          batch.reduce((sum, group) => sum + group.count, 0),
        );
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.dropped > 0) {
      this.options.onError(new Error('too many share views waiting to be written'), this.dropped);
      this.dropped = 0;
    }
  }

  /**
   * The groups as far as every server's views together stay within each address's budget: the
   * first groups of a budget's minute keep their views, the rest lose what is over.
   */
  private async withinBudgets(batch: PendingGroup[]): Promise<PendingGroup[]> {
    const spent = new Map<string, { key: string; minute: number; views: number }>();
    for (const group of batch) {
      const id = `${group.budget}|${group.minute}`;
      const part = spent.get(id);
      if (part) part.views += group.count;
      else spent.set(id, { key: group.budget, minute: group.minute, views: group.count });
    }
    const allowed = await allowedAcrossServers(this.options.db, [...spent.values()]);
    return batch.filter((group) => {
      const id = `${group.budget}|${group.minute}`;
      const left = allowed.get(id) ?? 0;
      group.count = Math.min(group.count, left);
      allowed.set(id, left - group.count);
      return group.count > 0;
    });
  }

  /**
   * Each group on its organization's day, under its visitor's hash of that day; groups of one
   * visitor that land on the same article, source, language and day become one.
   */
  private async visitorsOf(batch: PendingGroup[]): Promise<ViewGroup[]> {
    const now = this.options.now();
    const zones = await this.zones.of(
      batch.map((group) => group.organizationId),
      now.getTime(),
    );
    const days = batch.map((group) => localDay(group.firstAt, zones.get(group.organizationId) ?? 'UTC'));
    const salts = await this.salts.of(days, now);
    const merged = new Map<string, ViewGroup>();
    let stale = 0;
    batch.forEach(({ ip, userAgent, budget: _budget, minute: _minute, ...group }, index) => {
      const viewedOn = days[index]!;
      const salt = salts.get(viewedOn);
      if (!salt) {
        stale += group.count;
        return;
      }
      const visitorHash = createHash('sha256')
        .update(`${salt}\n${group.organizationId}\n${ip}\n${userAgent}`)
        .digest('base64url');
      const key = `${group.articleId}|${group.source}|${group.language}|${viewedOn}|${visitorHash}`;
      const same = merged.get(key);
      if (!same) merged.set(key, { ...group, viewedOn, visitorHash });
      else {
        same.count += group.count;
        if (group.firstAt < same.firstAt) same.firstAt = group.firstAt;
      }
    });
    if (stale > 0) this.options.onError(new Error('views of a day that is over everywhere'), stale);
    return [...merged.values()];
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
}
