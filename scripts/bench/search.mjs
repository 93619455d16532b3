// The help center search on 10,000 articles (BENCH_SEARCH_ARTICLES): the stored, indexed words the
// product searches, side by side with computing every article's words per query (the way before),
// in the same run on the embedded database. The work runs in apps/server/bench/searchQueries.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function benchSearch() {
  console.log('\nHelp center search (embedded database, after ANALYZE as the product runs it)');
  const output = await new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'bench/searchQueries.ts'], {
      cwd: path.join(root, 'apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      code === 0 ? resolve(text) : reject(new Error(`the search bench exited with ${code}`));
    });
  });
  const result = JSON.parse(output.trim().split('\n').at(-1));
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`  ${result.articles} published articles, set up in ${(result.setupMs / 1000).toFixed(1)} s`);
  console.log(
    `  stored words (GIN):        p50 ${ms(result.indexed.p50)}, p95 ${ms(result.indexed.p95)} over ${result.indexed.count} searches`,
  );
  console.log(
    `  words made per query:      p50 ${ms(result.baseline.p50)}, p95 ${ms(result.baseline.p95)} over ${result.baseline.count} searches`,
  );
  console.log(
    `  ratio (p50): ${(result.baseline.p50 / result.indexed.p50).toFixed(0)}× faster; target p95 ≤ 20 ms`,
  );
}
