// The step editor bench's baseline, run as its own Node process: sharp alone doing the work the
// product does for the same screenshots and annotations. First each step's processed image (the
// BLURBOX region pixelated and blurred, the BOX, the NUMBER circle and the click pointer drawn as an
// SVG overlay, a PNG, in one pipeline as the product does without zoom), two at a time; then the demo GIF (each screen with its blur and pointer at
// 960 pixels, one 30-frame GIF). Prints {"renderMs", "renderCpuMs", "gifMs", "gifCpuMs"} on stdout;
// with `one-at-a-time` (below), single renders instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const CONCURRENCY = 2;
const GIF_WIDTH = 960;

const svg = (width, height, body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

function pointer({ x, y }) {
  const cursor = 'M0 0 L0 17.5 L4.6 13.4 L7.6 20.3 L10.4 19.1 L7.4 12.3 L13.3 12.3 Z';
  return (
    `<circle cx="${x}" cy="${y}" r="26" fill="#FF6B00" fill-opacity="0.25" stroke="#FF6B00" stroke-width="4"/>` +
    `<circle cx="${x}" cy="${y}" r="29.5" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="2.5"/>` +
    `<path d="${cursor}" transform="translate(${x} ${y}) scale(1.5)" fill="#111827" stroke="#ffffff" stroke-width="1.3"/>`
  );
}

function drawn(annotations) {
  return annotations
    .map((a) => {
      if (a.type === 'BOX')
        return `<rect x="${a.x}" y="${a.y}" width="${a.width}" height="${a.height}" rx="6" fill="none" stroke="#FF6B00" stroke-width="4"/>`;
      if (a.type === 'NUMBER') {
        const r = Math.min(a.width, a.height) / 2;
        const cx = a.x + a.width / 2;
        const cy = a.y + a.height / 2;
        return (
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FF6B00" stroke="#ffffff" stroke-width="2.5"/>` +
          `<text x="${cx}" y="${cy}" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${r}" fill="#ffffff">1</text>`
        );
      }
      return '';
    })
    .join('');
}

/** The BLURBOX regions of the screenshot, pixelated and blurred, as patches to composite. */
async function blurPatches(bytes, annotations) {
  const patches = [];
  for (const a of annotations.filter((x) => x.type === 'BLURBOX')) {
    const region = { left: a.x, top: a.y, width: a.width, height: a.height };
    const block = Math.max(8, Math.min(40, Math.min(a.width, a.height) / 3));
    const small = await sharp(bytes)
      .extract(region)
      .resize(Math.round(a.width / block), Math.round(a.height / block), { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = await sharp(small.data, { raw: small.info })
      .resize(a.width, a.height, { fit: 'fill', kernel: 'cubic' })
      .blur(block / 2)
      .raw()
      .toBuffer({ resolveWithObject: true });
    patches.push({ input: data, raw: info, left: a.x, top: a.y });
  }
  return patches;
}

/** The raw screenshot with its BLURBOX regions pixelated and blurred, as raw pixels. */
async function blurred(bytes, annotations) {
  const patches = await blurPatches(bytes, annotations);
  return sharp(bytes).composite(patches).raw().toBuffer({ resolveWithObject: true });
}

/** One pipeline: the patches, then the drawing on top, written as PNG. */
async function processed(shot) {
  const { width, height } = await sharp(shot.bytes).metadata();
  const patches = await blurPatches(shot.bytes, shot.annotations);
  return sharp(shot.bytes)
    .composite([
      ...patches,
      { input: svg(width, height, drawn(shot.annotations) + pointer(shot.focus)), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function gifFrame(shot) {
  const { data, info } = await blurred(shot.bytes, shot.annotations);
  const height = Math.round((info.height * GIF_WIDTH) / info.width);
  // sharp composites last in a pipeline: the pointer is drawn first, then the frame made smaller.
  const full = await sharp(data, { raw: info })
    .composite([{ input: svg(info.width, info.height, pointer(shot.focus)), left: 0, top: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(full.data, { raw: full.info })
    .resize(GIF_WIDTH, height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function eachTwoAtATime(items, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}

async function timed(work) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, result };
}

const shots = JSON.parse(process.argv[2]).map((shot) => ({ ...shot, bytes: readFileSync(shot.file) }));
await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();

// `one-at-a-time COUNT WARMUP PAUSE_MS`: one render, a pause, the next (what one save in the editor
// asks for), the first WARMUP not counted; prints {"oneRenderMs"}, the median of COUNT.
if (process.argv[3] === 'one-at-a-time') {
  const [count, warmup, pauseMs] = process.argv.slice(4, 7).map(Number);
  const times = [];
  for (let n = 0; n < warmup + count; n++) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const started = performance.now();
    await processed(shots[n % shots.length]);
    if (n >= warmup) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ oneRenderMs: times[Math.floor((times.length - 1) / 2)] }));
  process.exit(0);
}

const render = await timed(() => eachTwoAtATime(shots, processed));
const gif = await timed(async () => {
  const frames = await eachTwoAtATime(shots, gifFrame);
  const { width, height, channels } = frames[0].info;
  return sharp(Buffer.concat(frames.map((f) => f.data)), {
    raw: { width, height: height * frames.length, channels, pageHeight: height },
  })
    .gif({ loop: 0, delay: frames.map(() => 1500), dither: 0 })
    .toBuffer();
});
process.stdout.write(
  JSON.stringify({
    renderMs: render.ms,
    renderCpuMs: render.cpuMs,
    gifMs: gif.ms,
    gifCpuMs: gif.cpuMs,
    gifBytes: gif.result.length,
  }),
);
