// Run by scripts/bench/search.mjs (`BENCH_ONLY=search npm run bench`) with tsx: the help center
// search on 10,000 published articles in the embedded database, the stored, indexed words
// (search.ts) next to the same search computing every article's words per query (as before).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/db/client';
import { articles, articleVersions } from '../src/db/schema';
import { loadSite } from '../src/modules/help-center-site/loadSite';
import { localizeSite } from '../src/modules/help-center-site/locales';
import { matchingArticles, searchSite } from '../src/modules/help-center-site/search';
import { queryCompounds, queryTerms, queryWords } from '../src/modules/help-center-site/searchTerms';

const ARTICLES = Number(process.env.BENCH_SEARCH_ARTICLES ?? 10_000);
/** Searches measured: 200 mixed queries (BENCH_SEARCH_QUERIES), each kind with its own p50 and p95. */
const QUERY_COUNT = Number(process.env.BENCH_SEARCH_QUERIES ?? 200);

const SYLLABLES =
  'ka lo mi ne ru sa te vo bi da fe gu ho ji ku la me no pa qui re si tu va we xo ya zu'.split(' ');
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
/** A vocabulary of 6,000 made-up words; articles use the first ones far more often (as real text does). */
const WORDS = Array.from({ length: 6_000 }, (_, i) => {
  const parts = [SYLLABLES[i % 30], SYLLABLES[Math.floor(i / 30) % 30], SYLLABLES[Math.floor(i / 900) % 30]];
  return parts.join('');
});
const pick = () => WORDS[Math.floor(random() ** 3 * WORDS.length)]!;
const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');
const article = (i: number) =>
  `# ${sentence(4)}\n\n${sentence(25)}.\n\n## Steps\n\n1. ${sentence(12)}.\n2. ${sentence(12)}.\n\n![Step 1](step1.png)\n\n| Field | Value |\n| --- | --- |\n| ${pick()} | ${pick()} ${i} |\n\n${sentence(40)}.`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/**
 * The mix a help center's search box sees, drawn from the articles' own vocabulary with a seed of its
 * own: a frequent word, a rare one, two words, a word's first letters (results as the reader types),
 * a misspelt title word (the typo fallback) and a word no article has.
 */
type QueryKind = 'frequent word' | 'rare word' | 'two words' | 'first letters' | 'misspelt' | 'no match';
function mixedQueries(count: number): { kind: QueryKind; query: string }[] {
  let querySeed = 7;
  const next = () => {
    querySeed = (querySeed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return querySeed / 2_147_483_648;
  };
  const word = (from: number, to: number) => WORDS[from + Math.floor(next() * (to - from))]!;
  const kinds: [QueryKind, number, () => string][] = [
    ['frequent word', 0.2, () => word(0, 30)],
    ['rare word', 0.2, () => word(600, 3_000)],
    ['two words', 0.2, () => `${word(0, 300)} ${word(0, 300)}`],
    ['first letters', 0.2, () => word(0, 600).slice(0, 2 + Math.floor(next() * 3))],
    [
      'misspelt',
      0.12,
      () => {
        const original = word(0, 300);
        const at = 1 + Math.floor(next() * (original.length - 2));
        return original.slice(0, at) + original[at] + original.slice(at);
      },
    ],
    ['no match', 0.08, () => `zyqx${Math.floor(next() * 1000)}`],
  ];
  const queries: { kind: QueryKind; query: string }[] = [];
  for (const [kind, share, make] of kinds)
    for (let i = 0; i < Math.round(share * count); i++) queries.push({ kind, query: make() });
  // Interleaved, as readers send them: no kind is measured on a cache the previous one warmed.
  return queries.sort(() => next() - 0.5);
}

async function main() {
  const database = await openPglite({});
  await database.migrate();
  const { db } = database;
  const setupStart = performance.now();
  const [org] = (
    await db.execute(
      sql`insert into organizations (name, slug, type) values ('Bench', 'bench', 'COMPANY') returning id`,
    )
  ).rows as { id: string }[];
  const orgId = org!.id;
  const [center] = (
    await db.execute(
      sql`insert into help_centers (organization_id, name, slug, primary_color, background_color, text_color, published) values (${orgId}, 'Bench Help', 'bench-help', '#0f766e', '#ffffff', '#111827', true) returning id`,
    )
  ).rows as { id: string }[];
  const [group] = (
    await db.execute(
      sql`insert into public_groups (organization_id, help_center_id, name, sort_order) values (${orgId}, ${center!.id}, 'All', 0) returning id`,
    )
  ).rows as { id: string }[];
  // Set-based, 500 at a time: the articles, their versions, then every search document at once.
  for (let start = 0; start < ARTICLES; start += 500) {
    const numbers = Array.from({ length: Math.min(500, ARTICLES - start) }, (_, k) => start + k);
    const rows = await db
      .insert(articles)
      .values(
        numbers.map((i) => ({
          organizationId: orgId,
          title: `${sentence(3)} ${i}`,
          articleType: 'FREEFORM_TEXT' as const,
          isPubliclyShared: true,
          sharingId: `bench-${i}`,
          publicGroupId: group!.id,
          sortOrder: i,
        })),
      )
      .returning({ id: articles.id });
    const versions = await db
      .insert(articleVersions)
      .values(
        rows.map((row, k) => ({
          organizationId: orgId,
          articleId: row.id,
          version: 1,
          language: 'en',
          content: article(numbers[k]!),
          contentType: 'DESCRIPTIVE_GUIDE' as const,
          finishedAt: new Date(),
        })),
      )
      .returning({ id: articleVersions.id, articleId: articleVersions.articleId });
    await db.execute(sql`update articles a set active_version_id = v.id from article_versions v
      where v.article_id = a.id and a.organization_id = ${orgId} and a.active_version_id is null`);
    void versions;
  }
  // Made at once as migration 0044 makes them: the documents' trigger, which keeps the vocabulary
  // in step one document at a time, would take minutes here.
  await db.execute(sql`alter table search_documents disable trigger search_words_follow`);
  await db.execute(sql`
    insert into search_documents (article_id, organization_id, language, title, title_key, body, words)
    select a.id, a.organization_id, v.language, a.title, support_search_title_key(a.title), support_search_body(v.content),
      support_search_words(v.language, a.title, support_search_body(support_search_headings(v.content)),
        support_search_body(v.content))
    from articles a join article_versions v on v.id = a.active_version_id where a.organization_id = ${orgId}`);
  await db.execute(sql`
    insert into search_words (organization_id, language, word, documents, stems)
    select d.organization_id, d.language, w, count(*), tsvector_to_array(to_tsvector(support_search_config(d.language), w))
    from search_documents d, support_search_vocabulary(d.title, d.body) w
    where d.organization_id = ${orgId} group by d.organization_id, d.language, w`);
  await db.execute(
    sql`insert into search_vocabulary_versions (organization_id, version) values (${orgId}, 1)`,
  );
  await db.execute(sql`alter table search_documents enable trigger search_words_follow`);
  // The product analyzes the embedded database after migrating and hourly (db/client.ts).
  await db.execute(sql`analyze`);
  const setupMs = performance.now() - setupStart;
  const raw = await loadSite(db, 'bench-help');
  if (!raw) throw new Error('the bench help center did not load');
  const site = localizeSite(raw, raw.ownLocale);

  /** The query before the stored words: every article's words made for each search. */
  const computed = async (query: string) => {
    const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
    const terms = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
    await db.execute(sql`
      with q as (select to_tsquery('english', unaccent(${terms})) as query)
      select a.id, a.title from articles a join article_versions v on v.id = a.active_version_id, q,
        lateral (select setweight(to_tsvector('english', unaccent(a.title)), 'A')
          || setweight(to_tsvector('english', unaccent(support_search_body(v.content))), 'B') as doc) d
      where a.organization_id = ${orgId} and a.public_group_id = ${group!.id} and d.doc @@ q.query
      order by ts_rank_cd(d.doc, q.query) desc limit 20`);
  };
  const stats = (times: number[]) => ({
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    count: times.length,
  });
  const measure = async (
    run: (query: string) => Promise<unknown>,
    queries: { kind: QueryKind; query: string }[],
  ) => {
    const byKind = new Map<QueryKind, number[]>();
    const all: number[] = [];
    for (const { kind, query } of queries) {
      const start = performance.now();
      await run(query);
      const elapsed = performance.now() - start;
      all.push(elapsed);
      byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
    }
    return {
      ...stats(all),
      kinds: Object.fromEntries([...byKind].map(([kind, times]) => [kind, stats(times)])),
    };
  };
  const queries = mixedQueries(QUERY_COUNT);
  // Warm up on other queries than the measured ones.
  await measure((query) => searchSite(db, site, query), mixedQueries(30).reverse());
  if (process.env.BENCH_SEARCH_EXPLAIN) {
    // BENCH_SEARCH_EXPLAIN='kalo qui': the plan of the product's own statement for that query.
    const query = process.env.BENCH_SEARCH_EXPLAIN;
    const scope = { organizationId: orgId, language: 'en', everyLanguage: true, documents: ARTICLES };
    const terms = await queryTerms(db, scope, queryWords(query));
    const statement = matchingArticles(site, 'en', terms, queryCompounds(query), queryWords(query));
    const plan = await db.execute(sql`explain analyze ${statement}`);
    console.error((plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n'));
  }
  if (process.env.BENCH_SEARCH_DETAIL) {
    for (const { query } of queries.slice(0, 12)) {
      const start = performance.now();
      const answer = await searchSite(db, site, query);
      console.error(
        query,
        (performance.now() - start).toFixed(1),
        'ms',
        answer.results.length,
        answer.corrected,
      );
    }
  }
  const indexed = await measure((query) => searchSite(db, site, query), queries);
  // The way before takes a second or more per search: one query of each kind.
  const oneOfEach = [...new Map(queries.map((entry) => [entry.kind, entry])).values()];
  const baseline = await measure(computed, oneOfEach);
  console.log(
    JSON.stringify({
      articles: ARTICLES,
      setupMs,
      indexed,
      baseline,
      rssMb: process.memoryUsage().rss / 2 ** 20,
    }),
  );
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
