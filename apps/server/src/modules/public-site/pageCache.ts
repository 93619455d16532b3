import type { EncodedPage } from '../public-pages/encodedPage';

/** What is known about one sharing id: its article and the pages rendered so far. */
type SiteEntry = {
  /** false: nothing is shared under this id (cached briefly, so unknown ids cost no query). */
  shared: boolean;
  /** The article that has this sharing id, also while it is unpublished. */
  articleId: string | null;
  organizationId: string | null;
  sourceLanguage: string;
  languages: string[];
  /** By variant key (language, and the base URL when it comes from the request). */
  pages: Map<string, EncodedPage>;
  bytes: number;
  expiresAt: number;
};

export type SiteInfo = Pick<
  SiteEntry,
  'shared' | 'articleId' | 'organizationId' | 'sourceLanguage' | 'languages'
>;

/** Map and bookkeeping overhead of an entry, so even empty entries count against the budget. */
const ENTRY_OVERHEAD = 256;
/**
 * Ids with nothing shared are kept apart and only this many: guessing ids must not push real
 * pages out of the cache.
 */
const MAX_MISSING = 10_000;

/**
 * Rendered public pages in memory, bounded by bytes (least recently used go first). Entries end
 * after `ttlMs` so that changes made by another process show within that time; changes made in
 * this process invalidate at once. A render that overlaps an invalidation is not stored.
 */
export class PageCache {
  private readonly sites = new Map<string, SiteEntry>();
  private readonly missing = new Map<string, SiteEntry>();
  private readonly sharingIdOf = new Map<string, string>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly options: { maxBytes: number; ttlMs: number; missingTtlMs: number; now: () => number },
  ) {}

  /** The site entry, refreshed as recently used; undefined when absent or expired. */
  site(sharingId: string): SiteInfo | undefined {
    const entry = this.sites.get(sharingId) ?? this.missing.get(sharingId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.options.now()) {
      this.remove(sharingId);
      return undefined;
    }
    if (entry.shared) {
      this.sites.delete(sharingId);
      this.sites.set(sharingId, entry);
    }
    return entry;
  }

  page(sharingId: string, variant: string): EncodedPage | undefined {
    return this.sites.get(sharingId)?.pages.get(variant);
  }

  /** Marks the start of a load; pass it to `store` so a load that raced an invalidation is dropped. */
  begin(): number {
    return this.generation;
  }

  store(
    ticket: number,
    sharingId: string,
    info: SiteInfo,
    page?: { variant: string; encoded: EncodedPage },
  ): void {
    if (ticket !== this.generation || this.options.maxBytes <= 0) return;
    let entry = this.sites.get(sharingId) ?? this.missing.get(sharingId);
    if (!entry || entry.articleId !== info.articleId || entry.shared !== info.shared) {
      if (entry) this.remove(sharingId);
      const ttl = info.shared ? this.options.ttlMs : this.options.missingTtlMs;
      entry = { ...info, pages: new Map(), bytes: ENTRY_OVERHEAD, expiresAt: this.options.now() + ttl };
      if (info.articleId) this.sharingIdOf.set(info.articleId, sharingId);
      if (info.shared) {
        this.sites.set(sharingId, entry);
        this.bytes += ENTRY_OVERHEAD;
      } else {
        this.missing.set(sharingId, entry);
        if (this.missing.size > MAX_MISSING) this.remove(this.missing.keys().next().value!);
      }
    }
    if (page && entry.shared && !entry.pages.has(page.variant)) {
      if (page.encoded.size + ENTRY_OVERHEAD > this.options.maxBytes) return;
      entry.pages.set(page.variant, page.encoded);
      entry.bytes += page.encoded.size;
      this.bytes += page.encoded.size;
    }
    this.evict();
  }

  /** Drops what is kept for an article, by its id or its sharing id. */
  invalidate(ref: string): void {
    this.generation++;
    this.remove(this.sharingIdOf.get(ref) ?? ref);
  }

  /**
   * Drops every page of an organization (its name or languages changed, or one of its help centers
   * changed what its articles' links may show), and its links known to be closed.
   */
  invalidateOrganization(organizationId: string): void {
    this.generation++;
    for (const map of [this.sites, this.missing]) {
      for (const [sharingId, entry] of map) {
        if (entry.organizationId === organizationId) this.remove(sharingId);
      }
    }
  }

  clear(): void {
    this.generation++;
    this.sites.clear();
    this.missing.clear();
    this.sharingIdOf.clear();
    this.bytes = 0;
  }

  get stats(): { entries: number; missing: number; bytes: number } {
    return { entries: this.sites.size, missing: this.missing.size, bytes: this.bytes };
  }

  private evict(): void {
    for (const sharingId of this.sites.keys()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.remove(sharingId);
    }
  }

  private remove(sharingId: string): void {
    const entry = this.sites.get(sharingId) ?? this.missing.get(sharingId);
    if (!entry) return;
    if (entry.shared) {
      this.sites.delete(sharingId);
      this.bytes -= entry.bytes;
    } else {
      this.missing.delete(sharingId);
    }
    if (entry.articleId && this.sharingIdOf.get(entry.articleId) === sharingId) {
      this.sharingIdOf.delete(entry.articleId);
    }
  }
}
