import { createHash } from 'node:crypto';
import type { ChangeBus } from '../../changes/bus';

/** The longest a reader is held: below the usual 30–60 s idle timeouts of proxies in front. */
export const MAX_WAIT_SECONDS = 25;
/** Readers held at once by one process; more are answered at once (they ask again later). */
export const MAX_WAITING = 1000;
/** Answers remembered (per reader and article), and articles whose last change is remembered. */
export const MAX_REMEMBERED = 10_000;

/** The entity tag of an answer's bytes: weak, since the same article may be written out differently. */
export const etagOf = (body: Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** `Prefer: wait=N` (RFC 7240) in seconds, at most MAX_WAIT_SECONDS; 0 without it. */
export function preferredWait(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const match = /(?:^|[,;\s])wait\s*=\s*"?(\d{1,6})"?/i.exec(value);
  return match ? Math.min(Number(match[1]), MAX_WAIT_SECONDS) : 0;
}

/** One reader's watch of one article: whether it changed since the watch began, and a way to wait. */
export type ArticleWatch = {
  /**
   * Resolves at the first change since the last call (or the start), at `untilMs`, or when the
   * watch ended (stopped, or the server closing), whichever comes first.
   */
  next(untilMs: number): Promise<'changed' | 'timeout' | 'ended'>;
  stop(): void;
};

type Entry = { changed: boolean; ended: boolean; wake: (() => void) | null };

/**
 * Readers waiting for an article to change (`GET /help-articles/{id}` with `If-None-Match` and
 * `Prefer: wait`): the editor sees a re-rendered image or a finished GIF the moment it is recorded,
 * instead of asking every second. Changes come from the change bus, so an edit or a render made by
 * another server or the worker wakes a reader here too. A watch starts before the reader's article
 * is read, so a change between the read and the wait is not missed.
 */
export class ArticleWaits {
  /** Per organization and article, the watches of it. */
  private readonly byArticle = new Map<string, Set<Entry>>();
  private size = 0;
  private closed = false;
  private readonly unsubscribers: (() => void)[];
  /** Counts the changes heard; an article's last change is remembered by this count. */
  private heard = 0;
  private readonly changedAt = new Map<string, number>();
  /** The count when the remembered changes were last dropped: reads begun before prove nothing. */
  private forgottenAt = 0;
  /** Per reader and article, the tag of the last answer and the count when its read began. */
  private readonly answered = new Map<string, { etag: string; readAt: number }>();

  constructor(changes: ChangeBus) {
    const changed = (change: { organizationId: string; articleId: string }) => {
      this.heard++;
      this.changedAt.delete(keyOf(change));
      this.changedAt.set(keyOf(change), this.heard);
      if (this.changedAt.size > MAX_REMEMBERED) this.forget();
      for (const entry of this.byArticle.get(keyOf(change)) ?? []) {
        entry.changed = true;
        entry.wake?.();
      }
    };
    // Changes may have been lost (an outage): every reader looks again.
    const resync = () => {
      this.forget();
      for (const entries of this.byArticle.values()) {
        for (const entry of entries) {
          entry.changed = true;
          entry.wake?.();
        }
      }
    };
    // A translation is part of the article as its editor shows it.
    this.unsubscribers = [
      changes.subscribe('article', { changed, resync }),
      changes.subscribe('translation', { changed, resync }),
    ];
  }

  /** Call before reading the article; give the result to `remember` with the answer's tag. */
  beginRead(): number {
    return this.heard;
  }

  /** The tag of the answer a reader got from a read begun at `readAt` (see `unchanged`). */
  remember(reader: Reader, etag: string, readAt: number): void {
    const key = readerKeyOf(reader);
    this.answered.delete(key);
    this.answered.set(key, { etag, readAt });
    // The oldest go first (a Map keeps insertion order).
    if (this.answered.size > MAX_REMEMBERED) this.answered.delete(this.answered.keys().next().value!);
  }

  /**
   * Whether the reader's last answer was tagged `etag` and no change of the article was heard since
   * that read began: reading it again would give the same answer, so a waiting reader need not.
   */
  unchanged(reader: Reader, etag: string): boolean {
    const last = this.answered.get(readerKeyOf(reader));
    if (!last || last.etag !== etag || last.readAt < this.forgottenAt) return false;
    return (this.changedAt.get(keyOf(reader)) ?? 0) <= last.readAt;
  }

  /** Drops what is remembered: every reader's next read reads the article. */
  private forget(): void {
    this.heard++;
    this.forgottenAt = this.heard;
    this.changedAt.clear();
    this.answered.clear();
  }

  /** A watch of the article, or null when too many readers wait already or the server is closing. */
  watch(target: { organizationId: string; articleId: string }): ArticleWatch | null {
    if (this.closed || this.size >= MAX_WAITING) return null;
    const key = keyOf(target);
    const entry: Entry = { changed: false, ended: false, wake: null };
    let entries = this.byArticle.get(key);
    if (!entries) {
      entries = new Set();
      this.byArticle.set(key, entries);
    }
    entries.add(entry);
    this.size++;
    return {
      next: (untilMs) =>
        new Promise((resolve) => {
          const settle = () => {
            clearTimeout(timer);
            entry.wake = null;
            const changed = entry.changed;
            entry.changed = false;
            resolve(entry.ended || this.closed ? 'ended' : changed ? 'changed' : 'timeout');
          };
          const timer = setTimeout(settle, Math.max(0, untilMs - Date.now()));
          if (entry.changed || entry.ended || this.closed) settle();
          else entry.wake = settle;
        }),
      stop: () => {
        entry.ended = true;
        if (entries.delete(entry)) this.size--;
        if (entries.size === 0 && this.byArticle.get(key) === entries) this.byArticle.delete(key);
        entry.wake?.();
      },
    };
  }

  /** Lets every waiting reader go (the server is shutting down and must not wait 25 s for them). */
  close(): void {
    this.closed = true;
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    for (const entries of this.byArticle.values()) for (const entry of entries) entry.wake?.();
  }
}

/** Who reads which article: the answer depends on both (what the reader may do with it). */
export type Reader = { organizationId: string; articleId: string; userId: string };

const keyOf = (target: { organizationId: string; articleId: string }) =>
  `${target.organizationId}/${target.articleId}`;
const readerKeyOf = (reader: Reader) => `${keyOf(reader)}/${reader.userId}`;
