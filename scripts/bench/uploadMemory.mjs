// Bench case of upload memory: the server's resident memory (VmRSS from /proc/<pid>/status) while
// 10 recordings of the maximum size (26 PNGs of just under 10 MB, about 253 MB each) upload at once:
// idle before, the peak above idle, and after. Target: under 400 MB above idle, back near idle after.
// Run alone with `node scripts/bench/uploadMemory.mjs`; `npm run bench` runs it after the other cases.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/run.mjs';
import { api } from './contract.mjs';
import { signUpCompany, startBenchServer } from './server.mjs';

const UPLOADS = 10;
const STEPS = 26;
const SIDE = 1800; // 1800 × 1800 × 3 bytes of noise, stored uncompressed: about 9.7 MB per PNG
const TARGET_MB = 400;
const SAMPLE_MS = 100;
/** After the uploads, how long the server is left to give memory back before "after" is read. */
const SETTLE_MS = 5000;
// After the warm-up too: RSS right after start-up still moves by hundreds of MB.

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const mb = (kb) => (kb / 1024).toFixed(0);

const manifest = JSON.stringify({
  formatVersion: 1,
  recorder: { kind: 'other', version: 'bench' },
  steps: Array.from({ length: STEPS }, (_, i) => ({
    action: 'CLICK',
    image: `step-${i + 1}`,
    pageUrl: `https://bench.example.com/${i + 1}`,
    point: { x: 100, y: 100 },
    viewport: { width: SIDE, height: SIDE, devicePixelRatio: 1 },
  })),
});

/** One upload streamed part by part from the one image buffer; resolves with the status code. */
function upload(port, token, png) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const partHead = (name, type) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
  const parts = [partHead('manifest', 'application/json'), Buffer.from(`${manifest}\r\n`)];
  for (let i = 1; i <= STEPS; i++) parts.push(partHead(`step-${i}`, 'image/png'), png, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: api.endpointUrl(api.recordingsApi.upload),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    (async () => {
      for (const part of parts) {
        if (!request.write(part)) await new Promise((drained) => request.once('drain', drained));
      }
      request.end();
    })().catch(reject);
  });
}

export async function benchUploadMemory({ workDir, cleanups }) {
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const noise = { type: 'gaussian', mean: 128, sigma: 60 };
  const png = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#000', noise } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const server = await startBenchServer({
    dataDir: path.join(workDir, 'upload-memory-data'),
    cleanups,
    env: {
      LOG_LEVEL: 'error',
      // Every upload admitted at once (the defaults would answer some with 429), and no generation
      // jobs, so the figure is the upload's own memory.
      UPLOADS_PER_SERVER: String(UPLOADS),
      UPLOADS_PER_ORGANIZATION: String(UPLOADS),
      WORKER: 'off',
    },
  });
  const token = await signUpCompany(server.url, { name: 'Bench Upload', plan: 'prod_business' });
  // One upload first, so code loaded once (sharp, the multipart parser) and start-up's garbage are
  // not counted; then idle is read once the server has settled.
  if ((await upload(server.port, token, png)) !== 201) throw new Error('the warm-up upload was refused');
  await new Promise((settled) => setTimeout(settled, SETTLE_MS));
  const idle = rssKb(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(server.pid));
  }, SAMPLE_MS);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: UPLOADS }, () => upload(server.port, token, png)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(server.pid));
  await new Promise((settled) => setTimeout(settled, SETTLE_MS));
  const after = rssKb(server.pid);
  const sentMb = ((png.length * STEPS * UPLOADS) / 1024 / 1024).toFixed(0);
  console.log(
    `\nUpload memory: ${UPLOADS} concurrent recordings of ${STEPS} PNGs of ${(png.length / 1024 / 1024).toFixed(1)} MB ` +
      `(${sentMb} MB in all, ${seconds.toFixed(1)} s; answers ${statuses.join(' ')}; MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'})`,
  );
  console.log(
    `  server RSS: idle ${mb(idle)} MB, peak ${mb(peak)} MB (+${mb(peak - idle)} MB, target < +${TARGET_MB} MB), ` +
      `after ${(SETTLE_MS / 1000).toFixed(0)} s ${mb(after)} MB (+${mb(after - idle)} MB)`,
  );
  return { idleKb: idle, peakKb: peak, afterKb: after, statuses };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const { ensureBuilt } = await import('../lib/build.mjs');
  const cleanups = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-bench-upload-'));
  cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
  try {
    await ensureBuilt();
    await benchUploadMemory({ workDir, cleanups });
  } catch (error) {
    console.error(`\nupload memory bench failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((error) => console.error(error.message));
  }
}
