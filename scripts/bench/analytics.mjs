// Every analytics call's query on 1,000,000 recorded views over 1,000 articles and 365 days in one
// organization (BENCH_ANALYTICS_VIEWS), on the embedded database; issue 16 asks p95 ≤ 200 ms.
// The work runs in apps/server/bench/analyticsQueries.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function benchAnalytics() {
  console.log('\nAnalytics queries (embedded database, after ANALYZE)');
  const output = await new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'bench/analyticsQueries.ts'], {
      cwd: path.join(root, 'apps/server'),
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20 * 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      code === 0 ? resolve(text) : reject(new Error(`the analytics bench exited with ${code}`));
    });
  });
  const result = JSON.parse(output.trim().split('\n').at(-1));
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `  ${result.views} views over ${result.articles} articles and ${result.days} days, set up in ${(result.setupMs / 1000).toFixed(1)} s`,
  );
  for (const [name, times] of Object.entries(result.results)) {
    const verdict = times.p95 <= 200 ? 'ok' : 'over 200 ms';
    console.log(`  ${name.padEnd(26)} p50 ${ms(times.p50)}, p95 ${ms(times.p95)} (${verdict})`);
  }
}
