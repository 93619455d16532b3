// Bench case of the desktop recorder's upload (issue 24): a 50-step recording of 1920×1080 PNG
// screenshots sent by the desktop recorder's own uploader (apps/desktop-recorder/src/upload, bundled
// as it ships) next to the extension's request for the same images (one multipart POST, as
// apps/recorder/src/background/upload.ts builds it), alternating on the same server in the same run;
// then the desktop upload broken off halfway and started again, next to a whole one: what a person
// on a failing network waits for the second time. The clock runs from the start of the upload to the
// server's answer (the article exists); each article is let finish before the next upload, so the
// generation of one does not slow the next.
// Alone: `node scripts/bench/desktopUpload.mjs`; in `npm run bench` as BENCH_ONLY=desktopUpload.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../lib/build.mjs';
import { root } from '../lib/run.mjs';
import { uploadAndWait, waitFinished } from './recording.mjs';
import { writeScreenshots } from './screenshots.mjs';
import { signUpCompany, startBenchServer } from './server.mjs';

const STEPS = 50;
const WIDTH = 1920;
const HEIGHT = 1080;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The desktop recorder's uploader and manifest builder, bundled from its sources. */
async function desktopUploader(workDir) {
  const { build } = await import('esbuild');
  const outfile = path.join(workDir, 'desktop-uploader.mjs');
  const source = path.join(root, 'apps/desktop-recorder/src');
  await build({
    stdin: {
      contents: `export { uploadRecording } from '${source}/upload/uploader.ts';\nexport { buildManifest } from '${source}/steps/manifest.ts';`,
      resolveDir: source,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  });
  return import(outfile);
}

/** A recording as the desktop recorder's journal gives it to the uploader: 50 clicks in one program. */
function snapshot(shots) {
  const startedAt = Date.now() - 120_000;
  return {
    meta: {
      id: randomUUID(),
      idempotencyKey: randomUUID(),
      startedAt,
      keepTypedText: false,
      recorderVersion: 'bench',
    },
    status: 'stopped',
    endedAt: startedAt + 100_000,
    steps: shots.map((shot, index) => ({
      action: 'CLICK',
      image: `step-${index + 1}`,
      timestamp: startedAt + index * 2000,
      pageTitle: `Invoices – Ledger ${index + 1}`,
      application: 'Ledger',
      point: shot.focus,
      viewport: { width: WIDTH, height: HEIGHT, devicePixelRatio: 1 },
    })),
  };
}

export async function benchDesktopUpload({ workDir, cleanups }) {
  const shotsDir = path.join(workDir, 'upload-shots');
  mkdirSync(shotsDir, { recursive: true });
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const shots = await writeScreenshots(sharp, shotsDir, { count: STEPS, width: WIDTH, height: HEIGHT });
  const images = shots.map((shot) => readFileSync(shot.file));
  const megabytes = shots.reduce((sum, shot) => sum + shot.bytes, 0) / 1e6;
  const { uploadRecording, buildManifest } = await desktopUploader(workDir);

  const server = await startBenchServer({ dataDir: path.join(workDir, 'upload-data'), cleanups });
  const token = await signUpCompany(server.url, { name: 'Bench Upload', plan: 'prod_business' });
  const imagePath = (image) => path.join(shotsDir, `${image}.png`);

  const desktop = async (recording, signal, onProgress) => {
    const outcome = await uploadRecording({
      server: server.url,
      token,
      recording,
      imagePath,
      signal,
      onProgress,
      firstDelayMs: 50,
      maxDelayMs: 200,
    });
    return outcome;
  };

  const times = { extension: [], desktop: [], resumed: [] };
  // One of each first, unmeasured: connections, JIT and the database's first pages.
  for (let round = 0; round <= ROUNDS; round++) {
    // The extension's request (one multipart POST), timed to its 201, then let finish.
    const extension = await uploadAndWait(server.url, token, {
      manifest: buildManifest(snapshot(shots)),
      images,
    });
    if (round > 0) times.extension.push(extension.uploadMs);

    let started = performance.now();
    const outcome = await desktop(snapshot(shots));
    if (outcome.kind !== 'done') throw new Error(`desktop upload: ${JSON.stringify(outcome)}`);
    if (round > 0) times.desktop.push(performance.now() - started);
    await waitFinished(server.url, token, outcome.articleId, STEPS);

    // Broken off once half the bytes are out, then started again with the same recording (as after
    // a restart): the second try's time is what the person waits.
    const broken = snapshot(shots);
    const stop = new AbortController();
    const first = await desktop(broken, stop.signal, (sent, total) => {
      if (sent >= total / 2) stop.abort();
    });
    if (first.kind === 'done') throw new Error('the broken-off upload finished anyway');
    started = performance.now();
    const second = await desktop(broken);
    if (second.kind !== 'done') throw new Error(`resumed upload: ${JSON.stringify(second)}`);
    if (round > 0) times.resumed.push(performance.now() - started);
    await waitFinished(server.url, token, second.articleId, STEPS);
  }

  const extension = median(times.extension);
  console.log(
    `\nDesktop recorder upload: ${STEPS} steps of ${WIDTH}×${HEIGHT} PNG (${megabytes.toFixed(1)} MB), median of ${ROUNDS}, upload start → article created`,
  );
  for (const [name, values] of [
    ['extension (one multipart POST)', times.extension],
    ['desktop recorder', times.desktop],
    ['desktop recorder, second try after a break at half', times.resumed],
  ]) {
    const ms = median(values);
    console.log(
      `  ${name.padEnd(52)} ${ms.toFixed(0).padStart(6)} ms  ${(megabytes / (ms / 1000)).toFixed(1).padStart(6)} MB/s  ${(ms / extension).toFixed(2)} × extension`,
    );
  }
  await server.stop();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-bench-upload-'));
  const cleanups = [];
  try {
    await ensureBuilt();
    await benchDesktopUpload({ workDir, cleanups });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(workDir, { recursive: true, force: true });
  }
}
