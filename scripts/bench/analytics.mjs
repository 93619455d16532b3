// Every analytics call's query on 1,000,000 recorded visitor-days over 1,000 articles and 365 days
// in one organization (BENCH_ANALYTICS_VIEWS), on the embedded database; issue 16 asks p95 ≤ 200 ms.
// The work runs in apps/server/bench/analyticsQueries.ts.
import { runServerBench } from './serverBench.mjs';

export async function benchAnalytics() {
  console.log('\nAnalytics queries (embedded database, after ANALYZE)');
  const result = await runServerBench('bench/analyticsQueries.ts', 20 * 60_000);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `  ${result.views} visitor-days over ${result.articles} articles and ${result.days} days, set up in ${(result.setupMs / 1000).toFixed(1)} s`,
  );
  // Written through the recorder's writer: visitor rows and their rollups in one statement.
  console.log(
    `  written in ${(result.writeMs / 1000).toFixed(1)} s (${Math.round(result.views / (result.writeMs / 1000))} visitor rows/s); rows: ${Object.entries(
      result.rows,
    )
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')}`,
  );
  for (const [name, times] of Object.entries(result.results)) {
    const verdict = times.p95 <= 200 ? 'ok' : 'over 200 ms';
    console.log(`  ${name.padEnd(26)} p50 ${ms(times.p50)}, p95 ${ms(times.p95)} (${verdict})`);
  }
}
