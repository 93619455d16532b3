// Run by scripts/bench/search.mjs with tsx: the help center search's quality on real documentation
// in English and German (searchCorpus.ts), 1,000 known-item queries of five kinds
// (searchKnownItems.ts), MRR@10, recall@1 and recall@10 per kind and language, side by side with
// minisearch (prefix and fuzzy matching, title boosted) on the same articles and queries in the same
// run. The articles are indexed by the product's own indexArticle; the search is searchSite.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { articles, articleVersions } from '../src/db/schema';
import { loadSite } from '../src/modules/help-center-site/loadSite';
import { localizeSite } from '../src/modules/help-center-site/locales';
import { searchSite } from '../src/modules/help-center-site/search';
import { indexArticle } from '../src/modules/help-center-site/searchIndex';
import { CORPUS_DIR, CORPUS_NAME, type CorpusArticle, loadCorpus } from './searchCorpus';
import { type KnownItem, knownItems, QUERY_KINDS } from './searchKnownItems';

const PER_KIND = Number(process.env.BENCH_SEARCH_PER_KIND ?? 100);
type Scores = { count: number; mrr: number; recall1: number; recall10: number };

function score(ranks: (number | null)[]): Scores {
  const count = ranks.length;
  const sum = (f: (rank: number | null) => number) =>
    ranks.reduce<number>((total, rank) => total + f(rank), 0);
  return {
    count,
    mrr: sum((rank) => (rank !== null && rank <= 10 ? 1 / rank : 0)) / count,
    recall1: sum((rank) => (rank === 1 ? 1 : 0)) / count,
    recall10: sum((rank) => (rank !== null && rank <= 10 ? 1 : 0)) / count,
  };
}

/** Scores per language and kind, per language, and overall, for the ranks each query got. */
function table(items: (KnownItem & { language: string })[], ranks: (number | null)[]) {
  const by = (keep: (item: KnownItem & { language: string }) => boolean) =>
    score(ranks.filter((_, i) => keep(items[i]!)));
  const result: Record<string, Scores> = { overall: score(ranks) };
  for (const language of ['en', 'de'])
    for (const kind of QUERY_KINDS)
      result[`${language} ${kind}`] = by((i) => i.language === language && i.kind === kind);
  return result;
}

const plain = (markdown: string) =>
  markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/[`*|>#_~]+/g, ' ');

/** Searches over HTTP (the results page) and `/v1/health`, interleaved, in the same app and run. */
const HTTP_REQUESTS = Number(process.env.BENCH_SEARCH_HTTP ?? 300);
async function overHttp(
  database: Awaited<ReturnType<typeof openPglite>>,
  items: (KnownItem & { language: string })[],
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const search: number[] = [];
  const health: number[] = [];
  for (const [i, item] of items.entries()) {
    // One reader address per search: the search's rate limit is per address and minute.
    const remoteAddress = `10.46.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    let start = performance.now();
    const page = await app.inject({
      method: 'GET',
      url: `/docs/quality-${item.language}/search?q=${encodeURIComponent(item.query)}`,
      remoteAddress,
    });
    search.push(performance.now() - start);
    if (page.statusCode !== 200) throw new Error(`search answered ${page.statusCode}`);
    start = performance.now();
    await app.inject({ method: 'GET', url: '/v1/health', remoteAddress });
    health.push(performance.now() - start);
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: sorted[Math.floor(sorted.length * 0.5)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
  };
  return { count: items.length, search: stats(search), health: stats(health) };
}

async function main() {
  const corpora = { en: loadCorpus('en'), de: loadCorpus('de') };
  if (!corpora.en || !corpora.de) {
    console.log(
      JSON.stringify({
        skipped: `no corpus at ${CORPUS_DIR}: apt-get install -y debian-reference-en debian-reference-de`,
      }),
    );
    return;
  }
  const database = await openPglite({});
  await database.migrate();
  const { db } = database;
  const setupStart = performance.now();
  const [org] = (
    await db.execute(
      sql`insert into organizations (name, slug, type) values ('Quality', 'quality', 'COMPANY') returning id`,
    )
  ).rows as { id: string }[];
  const orgId = org!.id;
  const ids: Record<'en' | 'de', string[]> = { en: [], de: [] };
  const sites: Record<string, Awaited<ReturnType<typeof localizeSite>>> = {};
  for (const language of ['en', 'de'] as const) {
    const slug = `quality-${language}`;
    const [center] = (
      await db.execute(sql`insert into help_centers (organization_id, name, slug, primary_color, background_color, text_color, language, published)
        values (${orgId}, ${slug}, ${slug}, '#0f766e', '#ffffff', '#111827', ${language === 'en' ? 'en-US' : 'de-DE'}, true) returning id`)
    ).rows as { id: string }[];
    const [group] = (
      await db.execute(sql`insert into public_groups (organization_id, help_center_id, name, sort_order)
        values (${orgId}, ${center!.id}, 'All', 0) returning id`)
    ).rows as { id: string }[];
    for (const [i, article] of (corpora[language] as CorpusArticle[]).entries()) {
      const [row] = await db
        .insert(articles)
        .values({
          organizationId: orgId,
          title: article.title,
          articleType: 'FREEFORM_TEXT',
          isPubliclyShared: true,
          sharingId: `${slug}-${i}`,
          publicGroupId: group!.id,
          sortOrder: i,
        })
        .returning({ id: articles.id });
      const [version] = await db
        .insert(articleVersions)
        .values({
          organizationId: orgId,
          articleId: row!.id,
          version: 1,
          language,
          content: article.content,
          contentType: 'DESCRIPTIVE_GUIDE',
          finishedAt: new Date(),
        })
        .returning({ id: articleVersions.id });
      await db.execute(sql`update articles set active_version_id = ${version!.id} where id = ${row!.id}`);
      await db.transaction((tx) => indexArticle(tx, orgId, row!.id));
      ids[language].push(row!.id);
    }
    const raw = await loadSite(db, slug);
    sites[language] = localizeSite(raw!, raw!.ownLocale);
  }
  await db.execute(sql`analyze`);
  const setupMs = performance.now() - setupStart;

  const items = (['en', 'de'] as const).flatMap((language) =>
    knownItems(corpora[language] as CorpusArticle[], language, PER_KIND).map((item) => ({
      ...item,
      language,
    })),
  );
  const product: (number | null)[] = [];
  const times: number[] = [];
  for (const item of items) {
    const start = performance.now();
    const answer = await searchSite(db, sites[item.language]!, item.query);
    times.push(performance.now() - start);
    const at = answer.results.findIndex((result) => result.articleId === ids[item.language][item.target]);
    product.push(at < 0 ? null : at + 1);
  }
  const peers: Record<string, MiniSearch> = {};
  for (const language of ['en', 'de'] as const) {
    peers[language] = new MiniSearch({
      fields: ['title', 'text'],
      searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.2 },
    });
    peers[language].addAll(
      (corpora[language] as CorpusArticle[]).map((a, id) => ({ id, title: a.title, text: plain(a.content) })),
    );
  }
  const minisearch = items.map((item) => {
    const at = peers[item.language]!.search(item.query)
      .slice(0, 20)
      .findIndex((hit) => hit.id === item.target);
    return at < 0 ? null : at + 1;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const http = await overHttp(database, items.slice(0, HTTP_REQUESTS));
  const misses = process.env.BENCH_SEARCH_MISSES
    ? items
        .map((item, i) => ({
          ...item,
          rank: product[i],
          title: (corpora[item.language] as CorpusArticle[])[item.target]!.title,
        }))
        .filter((item) => item.rank !== 1)
    : undefined;
  console.log(
    JSON.stringify({
      corpus: CORPUS_NAME,
      articles: { en: ids.en.length, de: ids.de.length },
      queries: items.length,
      setupMs,
      product: table(items, product),
      minisearch: table(items, minisearch),
      latency: {
        p50: sorted[Math.floor(sorted.length * 0.5)],
        p95: sorted[Math.floor(sorted.length * 0.95)],
      },
      http,
      misses,
    }),
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
