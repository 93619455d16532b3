// The help center search: its latency on 10,000 articles (BENCH_SEARCH_ARTICLES), the stored,
// indexed words the product searches side by side with computing every article's words per query
// (the way before), in apps/server/bench/searchQueries.ts; and its quality on real documentation in
// English and German (the Debian Reference, apt-get install debian-reference-en debian-reference-de),
// 1,000 known-item queries of five kinds, next to minisearch on the same articles and queries, with
// the results page's and the health endpoint's times over HTTP in the same run (bench/searchQuality.ts).
import { runServerBench } from './serverBench.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;
const share = (value) => value.toFixed(3);

export async function benchSearch() {
  console.log('\nHelp center search (embedded database, after ANALYZE as the product runs it)');
  const result = await runServerBench('bench/searchQueries.ts', 15 * 60_000);
  console.log(`  ${result.articles} published articles, set up in ${(result.setupMs / 1000).toFixed(1)} s`);
  console.log(
    `  stored words (GIN):        p50 ${ms(result.indexed.p50)}, p95 ${ms(result.indexed.p95)} over ${result.indexed.count} mixed searches (target p95 ≤ 20 ms)`,
  );
  for (const [kind, times] of Object.entries(result.indexed.kinds))
    console.log(`    ${`${kind}:`.padEnd(24)}p50 ${ms(times.p50)}, p95 ${ms(times.p95)} over ${times.count}`);
  console.log(
    `  words made per query:      p50 ${ms(result.baseline.p50)}, p95 ${ms(result.baseline.p95)} over ${result.baseline.count} searches (one of each kind)`,
  );
  console.log(`  ratio (p50): ${(result.baseline.p50 / result.indexed.p50).toFixed(0)}× faster`);

  console.log('\nHelp center search quality (known items, real documentation)');
  const quality = await runServerBench('bench/searchQuality.ts', 30 * 60_000);
  if (quality.skipped) {
    console.log(`  skipped: ${quality.skipped}`);
    return;
  }
  console.log(
    `  corpus: ${quality.corpus}; ${quality.articles.en} English and ${quality.articles.de} German articles, ${quality.queries} queries`,
  );
  console.log(
    `  ${'queries'.padEnd(26)}${'n'.padStart(5)}  product MRR@10  R@1    R@10  | minisearch MRR@10  R@1    R@10`,
  );
  for (const [name, scores] of Object.entries(quality.product)) {
    const peer = quality.minisearch[name];
    console.log(
      `  ${name.padEnd(26)}${String(scores.count).padStart(5)}  ${share(scores.mrr).padStart(14)}  ${share(scores.recall1)}  ${share(scores.recall10)} | ${share(peer.mrr).padStart(17)}  ${share(peer.recall1)}  ${share(peer.recall10)}`,
    );
  }
  console.log(
    '  targets: MRR@10 ≥ 0.97 overall, ≥ 0.95 per kind and language; recall@10 ≥ 0.99; ahead of minisearch',
  );
  console.log(`  searchSite in-process: p50 ${ms(quality.latency.p50)}, p95 ${ms(quality.latency.p95)}`);
  const { http } = quality;
  console.log(
    `  over HTTP, interleaved (${http.count} each): results page p50 ${ms(http.search.p50)}, p95 ${ms(http.search.p95)}; health endpoint p50 ${ms(http.health.p50)}, p95 ${ms(http.health.p95)} (target search p95 ≤ 3× health's: ${(http.search.p95 / http.health.p95).toFixed(1)}×)`,
  );
}
