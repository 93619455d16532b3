import { SLUG_REDIRECT_DAYS } from '@support/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpCenterSlugRedirects, helpCenters } from '../../db/schema';
import type { EncodedPage } from '../public-pages/encodedPage';
import { type HelpCenterSite, loadSite } from './loadSite';
import { localizeSite } from './locales';
import { type SiteTree, siteTree } from './tree';

/** Pages kept as bytes, up to this many bytes in all (oldest first out); their organization's changes drop them. */
const MAX_PAGE_BYTES = 32 * 1024 * 1024;
/** Other processes' changes arrive as change events; this only bounds a page missed by a lost connection. */
const TTL_MS = 60_000;
const MAX_MISSING = 10_000;
const MISSING_TTL_MS = 10_000;
const SITE_SLUG = /^[a-z0-9-]{1,80}$/;

/** A page's key starts with its site's slug (pageAddress.ts). */
const pageSlug = (key: string) => key.slice(0, key.indexOf('\n'));

export type SiteEntry = {
  /** The site in its own language (titles in that language where translated). */
  site: HelpCenterSite;
  tree: SiteTree;
  at: number;
  /** The site as read, and its other locales as they are asked for. */
  raw: HelpCenterSite;
  locales: Map<string, SiteEntry>;
};

/**
 * The site a request is for (http/pipeline.ts), in the locale its address names, and where its
 * pages start; `preview`: a member previews it (pages get the preview bar, are kept apart and
 * count no view).
 */
export type SiteVisit = { entry: SiteEntry; base: string; preview: boolean };

/** The entry of the site in one of its other locales (otherLocale), made once per kept site. */
export function inLocale(entry: SiteEntry, locale: string): SiteEntry {
  let localized = entry.locales.get(locale);
  if (!localized) {
    const site = localizeSite(entry.raw, locale);
    localized = { site, tree: siteTree(site), at: entry.at, raw: entry.raw, locales: entry.locales };
    entry.locales.set(locale, localized);
  }
  return localized;
}

/**
 * What the help centers' pages keep in memory: each site as read (one entry per existing help
 * center), its pages as bytes within a byte budget, and briefly, a bounded number of slugs that
 * name none (guessing must cost no query each). A change drops what its organization's help
 * centers keep (`forgetOrganization`); a lost connection to the change events drops everything.
 */
export class SiteCache {
  private readonly sites = new Map<string, SiteEntry>();
  private readonly pages = new Map<string, { page: EncodedPage; at: number }>();
  private readonly missing = new Map<string, number>();
  private readonly moved = new Map<string, { to: string | null; until: number }>();
  private pageBytes = 0;
  /**
   * Moves with every forget: a site read (or a page rendered from it) that began before a change
   * and ends after it is not kept, or the change would stay invisible until the TTL.
   */
  private generation = 0;

  constructor(private readonly db: Db) {}

  readonly forget = () => {
    this.generation++;
    this.sites.clear();
    this.pages.clear();
    this.missing.clear();
    this.moved.clear();
    this.pageBytes = 0;
  };

  /**
   * Drops what one organization's help centers keep: a change there re-renders its own pages only,
   * not every other organization's on a shared server. Unknown slugs are forgotten too (the change
   * may be a new help center, or one that took a new slug).
   */
  readonly forgetOrganization = (organizationId: string) => {
    this.generation++;
    const slugs = new Set<string>();
    for (const [slug, entry] of this.sites) {
      if (entry.raw.center.organizationId === organizationId) slugs.add(slug);
    }
    for (const slug of slugs) this.sites.delete(slug);
    this.moved.clear();
    for (const [key, kept] of this.pages) {
      if (slugs.has(pageSlug(key))) {
        this.pages.delete(key);
        this.pageBytes -= kept.page.size;
      }
    }
    this.missing.clear();
  };

  /** The site when memory has it and it is current; never a query (the fast path's lookup). */
  kept(slug: string): SiteEntry | undefined {
    const kept = this.sites.get(slug);
    return kept && kept.at + TTL_MS > Date.now() ? kept : undefined;
  }

  /** The site by its slug, from memory when kept; null when there is none (remembered briefly). */
  async site(slug: string): Promise<SiteEntry | null> {
    const kept = this.kept(slug);
    if (kept) return kept;
    if (!SITE_SLUG.test(slug) || (this.missing.get(slug) ?? 0) > Date.now()) return null;
    const generation = this.generation;
    const site = await loadSite(this.db, slug);
    if (!site) {
      if (this.missing.size >= MAX_MISSING) this.missing.delete(this.missing.keys().next().value!);
      this.missing.set(slug, Date.now() + MISSING_TTL_MS);
      return null;
    }
    const own = localizeSite(site, site.ownLocale);
    const entry = { site: own, tree: siteTree(own), at: Date.now(), raw: site, locales: new Map() };
    // Read before a change that came meanwhile: answered once, not kept.
    if (generation === this.generation) this.sites.set(slug, entry);
    return entry;
  }

  /**
   * The current slug of the help center that had `slug` as its address within the year (issue 51
   * item 9), or null; remembered as briefly as an unknown slug, so guessing costs no query each.
   */
  async movedTo(slug: string, now: Date): Promise<string | null> {
    if (!SITE_SLUG.test(slug)) return null;
    const kept = this.moved.get(slug);
    if (kept && kept.until > Date.now()) return kept.to;
    const since = new Date(now.getTime() - SLUG_REDIRECT_DAYS * 24 * 60 * 60 * 1000);
    const [row] = await this.db
      .select({ slug: helpCenters.slug })
      .from(helpCenterSlugRedirects)
      .innerJoin(helpCenters, eq(helpCenters.id, helpCenterSlugRedirects.helpCenterId))
      .where(and(eq(helpCenterSlugRedirects.oldSlug, slug), gt(helpCenterSlugRedirects.createdAt, since)));
    if (this.moved.size >= MAX_MISSING) this.moved.delete(this.moved.keys().next().value!);
    this.moved.set(slug, { to: row?.slug ?? null, until: Date.now() + MISSING_TTL_MS });
    return row?.slug ?? null;
  }

  /** A kept page, unless it is older than the bound for a change this process did not hear. */
  page(key: string): EncodedPage | undefined {
    const kept = this.pages.get(key);
    return kept && kept.at + TTL_MS > Date.now() ? kept.page : undefined;
  }

  /**
   * Keeps a page rendered from `from`, unless a change dropped that site while the page was made
   * (the reader gets it once; the next one is made from the changed site).
   */
  keep(key: string, page: EncodedPage, from?: SiteEntry): void {
    if (from && this.sites.get(pageSlug(key))?.raw !== from.raw) return;
    const old = this.pages.get(key);
    if (old) this.pageBytes -= old.page.size;
    this.pages.delete(key);
    // A page larger than the whole budget is sent, not kept.
    if (page.size > MAX_PAGE_BYTES) return;
    while (this.pageBytes + page.size > MAX_PAGE_BYTES && this.pages.size) {
      const [oldest, value] = this.pages.entries().next().value!;
      this.pages.delete(oldest);
      this.pageBytes -= value.page.size;
    }
    this.pages.set(key, { page, at: Date.now() });
    this.pageBytes += page.size;
  }
}
