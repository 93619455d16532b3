// Render time per megabyte of article markdown on the server's render thread (dist/renderWorker.js):
// prose, and the worst paragraphs the save-time check lets through (each just under its limit of
// delimiters), at 100 KB and 1 MB. Longer runs of these are refused when saved (400). Baseline: bare
// markdown-it rendering the same text on this thread (no rewriting, no thread hop, no excerpt).
// Part of `npm run bench`; alone, after `npm run build -w @support/server`: node scripts/bench/markdown.mjs
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import MarkdownIt from 'markdown-it';

const fill = (unit, size) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const paragraphs = (unit, count) => (size) => fill(`${unit.repeat(count)}\n\n`, size);
const CASES = {
  prose: (size) =>
    fill('Open the **Settings** page and choose [Reset](https://example.com/reset) to start over.\n\n', size),
  'unclosed links (100 a paragraph)': paragraphs('[a](', 100),
  'open brackets (8 a paragraph)': paragraphs('[a ![', 4),
  'nested brackets (8 deep, 18 a paragraph)': paragraphs('[[[[[[[[]]]]]]]]', 18),
  'a list of steps': (size) => fill('1. Click **Save** and then [Open](https://example.com/open).\n', size),
  'emphasis marks (75 pairs a paragraph)': paragraphs('*_', 75),
  'backtick runs (100 a paragraph)': paragraphs('`a``', 100),
  'character references': (size) => fill('&#', size),
  'autolink literals': (size) => fill('www.', size),
};
const SIZES = (process.env.BENCH_MARKDOWN_SIZES ?? '100000,1000000').split(',').map(Number);

/** Median of three timings of `run` (the machine is noisy). */
async function median(run) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1];
}

export async function benchMarkdown() {
  const worker = new Worker(new URL('../../apps/server/dist/renderWorker.js', import.meta.url));
  const replies = [];
  worker.on('message', (message) => replies.shift()?.(message));
  const next = () => new Promise((resolve) => replies.push(resolve));
  await next(); // ready
  const bare = new MarkdownIt({ html: false, linkify: true });
  let id = 1;
  console.log('\nMarkdown render (ms per MB, median of 3; target ≤ 200 for prose):');
  try {
    for (const [name, make] of Object.entries(CASES)) {
      for (const size of SIZES) {
        const markdown = make(size);
        let failed = null;
        const ms = await median(async () => {
          worker.postMessage({ id: id++, markdown });
          const reply = await next();
          if (reply.error) failed = reply.error;
        });
        const baseMs = await median(() => bare.render(markdown));
        const perMb = (value) => Math.round(value / (size / 1e6));
        const result = failed ? `failed: ${failed}` : `${perMb(ms)} ms/MB`;
        console.log(
          `  ${name} at ${size / 1000} KB: ${result} vs bare markdown-it ${perMb(baseMs)} ms/MB (${(ms / baseMs).toFixed(2)} ×)`,
        );
      }
    }
  } finally {
    await worker.terminate();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchMarkdown();
