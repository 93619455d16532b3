// The in-app widget's loader (issue 50): its size next to the issue's bound of 15 KB gzip.
import { runServerBench } from './serverBench.mjs';

const LIMIT = 15 * 1024;

export async function benchWidget() {
  console.log('\nWidget loader (/widget.js, served gzip level 9; bound 15 KB gzip)');
  const sizes = await runServerBench('bench/widgetLoader.ts', 2 * 60_000);
  for (const [host, size] of Object.entries(sizes)) {
    console.log(
      `  ${`${host}:`.padEnd(18)}${(size.gzip / 1024).toFixed(2)} KB gzip (${(size.raw / 1024).toFixed(2)} KB raw), ${((size.gzip / LIMIT) * 100).toFixed(0)}% of the bound`,
    );
  }
}
