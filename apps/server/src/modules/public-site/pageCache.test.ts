import { describe, expect, it } from 'vitest';
import { encodePage, isFresh, pickEncoding } from '../public-pages/encodedPage';
import { PageCache, type SiteInfo } from './pageCache';

const site = (articleId: string): SiteInfo => ({
  shared: true,
  articleId,
  organizationId: 'org',
  sourceLanguage: 'en',
  languages: ['en'],
});
// Random text compresses badly, so each page is close to three times its length.
const page = (bytes: number) =>
  encodePage(
    Array.from({ length: bytes }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join(''),
  );

function cache(maxBytes: number) {
  let now = 0;
  const c = new PageCache({ maxBytes, ttlMs: 60_000, missingTtlMs: 10_000, now: () => now });
  return { c, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('keeps pages within its byte budget, dropping the least recently used first', async () => {
    const pages = await Promise.all(Array.from({ length: 4 }, () => page(5_000)));
    const entryBytes = Math.max(...pages.map((p) => p.size)) + 256;
    // Room for three entries, not four.
    const { c } = cache(Math.floor(entryBytes * 3.5));
    for (const [i, id] of ['a', 'b', 'c'].entries()) {
      c.store(c.begin(), id, site(id), { variant: 'en', encoded: pages[i]! });
    }
    expect(c.stats.entries).toBe(3);
    c.site('a'); // used: b is now the oldest
    c.store(c.begin(), 'd', site('d'), { variant: 'en', encoded: pages[3]! });
    expect(c.stats.entries).toBe(3);
    expect(c.stats.bytes).toBeLessThanOrEqual(Math.floor(entryBytes * 3.5));
    expect(c.page('a', 'en')).toBeDefined();
    expect(c.page('b', 'en')).toBeUndefined();
    expect(c.page('d', 'en')).toBeDefined();
  });

  it('forgets an article by its id or its sharing id', async () => {
    const { c } = cache(1_000_000);
    c.store(c.begin(), 'share-1', site('article-1'), { variant: 'en', encoded: await page(100) });
    c.store(c.begin(), 'share-2', site('article-2'), { variant: 'en', encoded: await page(100) });
    c.invalidate('article-1');
    c.invalidate('share-2');
    expect(c.site('share-1')).toBeUndefined();
    expect(c.site('share-2')).toBeUndefined();
    expect(c.stats).toEqual({ entries: 0, missing: 0, bytes: 0 });
  });

  it('does not keep a render that started before an invalidation', async () => {
    const { c } = cache(1_000_000);
    const ticket = c.begin();
    c.invalidate('article-1');
    c.store(ticket, 'share-1', site('article-1'), { variant: 'en', encoded: await page(100) });
    expect(c.site('share-1')).toBeUndefined();
  });

  it('lets entries run out, unknown ids sooner than pages', async () => {
    const { c, advance } = cache(1_000_000);
    c.store(c.begin(), 'page', site('a'), { variant: 'en', encoded: await page(100) });
    c.store(c.begin(), 'missing', { ...site('x'), shared: false, articleId: null });
    advance(10_001);
    expect(c.site('missing')).toBeUndefined();
    expect(c.site('page')).toBeDefined();
    advance(50_000);
    expect(c.site('page')).toBeUndefined();
  });

  it('keeps guessed ids apart and bounded, so they never push pages out', async () => {
    const { c } = cache(100_000);
    c.store(c.begin(), 'real', site('a'), { variant: 'en', encoded: await page(1_000) });
    for (let i = 0; i < 12_000; i++) {
      c.store(c.begin(), `guess-${i}`, { ...site('x'), shared: false, articleId: null });
    }
    expect(c.page('real', 'en')).toBeDefined();
    expect(c.stats.missing).toBe(10_000);
    expect(c.site('guess-0')).toBeUndefined();
    expect(c.site('guess-11999')).toMatchObject({ shared: false });
  });

  it('keeps nothing with a budget of 0', async () => {
    const { c } = cache(0);
    c.store(c.begin(), 'share', site('a'), { variant: 'en', encoded: await page(10) });
    expect(c.site('share')).toBeUndefined();
  });
});

describe('content negotiation', () => {
  it('prefers brotli, then gzip, and respects q=0', async () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('raw');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBe('raw');
  });

  it('matches If-None-Match lists, weak forms and *', async () => {
    const { etags } = await encodePage('<p>x</p>');
    expect(isFresh(`"other", ${etags.gzip}`, etags)).toBe(true);
    expect(isFresh(`W/${etags.raw}`, etags)).toBe(true);
    expect(isFresh('*', etags)).toBe(true);
    expect(isFresh('"other"', etags)).toBe(false);
  });
});
