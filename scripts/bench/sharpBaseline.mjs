// The recording bench's baseline, run as its own Node process: sharp alone doing the work the
// pipeline's image stage does for each screenshot (decode the PNG, draw the click pointer as an SVG
// overlay, encode a PNG), two images at a time, on the same files. Prints {"ms": …, "cpuMs": …} on stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');

const CONCURRENCY = 2;

/** A ring and an arrow cursor at the click, on a transparent layer the size of the image. */
function pointerOverlay(width, height, { x, y }) {
  const cursor = 'M0 0 L0 17.5 L4.6 13.4 L7.6 20.3 L10.4 19.1 L7.4 12.3 L13.3 12.3 Z';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${x}" cy="${y}" r="26" fill="#FF6B00" fill-opacity="0.25" stroke="#FF6B00" stroke-width="4"/>` +
      `<circle cx="${x}" cy="${y}" r="29.5" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="2.5"/>` +
      `<path d="${cursor}" transform="translate(${x} ${y}) scale(1.5)" fill="#111827" stroke="#ffffff" stroke-width="1.3"/>` +
      '</svg>',
  );
}

async function processOne({ bytes, focus }) {
  const { width, height } = await sharp(bytes).metadata();
  return sharp(bytes)
    .composite([{ input: pointerOverlay(width, height, focus), left: 0, top: 0 }])
    .png()
    .toBuffer();
}

const shots = JSON.parse(process.argv[2]).map((shot) => ({ ...shot, bytes: readFileSync(shot.file) }));
// Warm the library up (first call loads codecs) so the timing is sharp's work, not its loading.
await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();

const started = performance.now();
const cpuBefore = process.cpuUsage();
let next = 0;
let outputBytes = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < shots.length) {
      const output = await processOne(shots[next++]);
      outputBytes += output.length;
    }
  }),
);
const ms = performance.now() - started;
// CPU time of all the process's threads (libvips works on its own), a measure that a busy machine
// disturbs less than the wall clock.
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
process.stdout.write(JSON.stringify({ ms, cpuMs, images: shots.length, outputBytes }));
