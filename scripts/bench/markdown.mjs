// Render time per megabyte of article markdown on the server's render thread (dist/renderWorker.js):
// prose, and the worst paragraphs the save-time check lets through (each just under its limit of
// delimiters), at 100 KB and 1 MB. Longer runs of these are refused when saved (400).
// Run after `npm run build -w @support/server`: node scripts/bench/markdown.mjs
import { Worker } from 'node:worker_threads';

const fill = (unit, size) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const paragraphs = (unit, count) => (size) => fill(`${unit.repeat(count)}\n\n`, size);
const CASES = {
  prose: (size) =>
    fill('Open the **Settings** page and choose [Reset](https://example.com/reset) to start over.\n\n', size),
  'unclosed links (100 a paragraph)': paragraphs('[a](', 100),
  'nested brackets (300 a paragraph)': paragraphs('[', 300),
  'emphasis marks (75 pairs a paragraph)': paragraphs('*_', 75),
  'backtick runs (100 a paragraph)': paragraphs('`a``', 100),
  'character references': (size) => fill('&#', size),
  'autolink literals': (size) => fill('www.', size),
};
const SIZES = (process.env.BENCH_MARKDOWN_SIZES ?? '100000,1000000').split(',').map(Number);

const worker = new Worker(new URL('../../apps/server/dist/renderWorker.js', import.meta.url));
const replies = [];
worker.on('message', (message) => replies.shift()?.(message));
const next = () => new Promise((resolve) => replies.push(resolve));
await next(); // ready
let id = 1;
for (const [name, make] of Object.entries(CASES)) {
  for (const size of SIZES) {
    const markdown = make(size);
    const started = performance.now();
    worker.postMessage({ id: id++, markdown });
    const reply = await next();
    const ms = performance.now() - started;
    const result = reply.error ? `failed: ${reply.error}` : `${Math.round(ms / (size / 1e6))} ms/MB`;
    console.log(`markdown ${name} at ${size / 1000} KB: ${Math.round(ms)} ms, ${result}`);
  }
}
await worker.terminate();
