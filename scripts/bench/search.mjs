// The help center search on 10,000 articles (BENCH_SEARCH_ARTICLES): the stored, indexed words the
// product searches, side by side with computing every article's words per query (the way before),
// in the same run on the embedded database. The work runs in apps/server/bench/searchQueries.ts.
import { runServerBench } from './serverBench.mjs';

export async function benchSearch() {
  console.log('\nHelp center search (embedded database, after ANALYZE as the product runs it)');
  const result = await runServerBench('bench/searchQueries.ts', 15 * 60_000);
  const ms = (value) => `${value.toFixed(1)} ms`;
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
}
