// Bench case of narrated recordings (issue 17): the 30-step recording of recording.mjs from the start
// of its upload until it is finished, once with 5 minutes of narration (WAV, 16 kHz mono, 9.2 MB,
// transcribed by a loopback stand-in that answers at once with one sentence per step) and once
// without, interleaved on one server with its worker, embedded database. The difference is what the
// narration costs the server: receiving and measuring the audio, storing it, the transcription
// round trip and assigning the segments. Run alone with `node scripts/bench/narration.mjs`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../lib/build.mjs';
import { root } from '../lib/run.mjs';
import { manifest, uploadAndWait } from './recording.mjs';
import { writeScreenshots } from './screenshots.mjs';
import { signUpCompany, startBenchServer } from './server.mjs';

const STEPS = 30;
const AUDIO_SECONDS = 300;
const RUNS = Number(process.env.BENCH_NARRATION_RUNS ?? 3);

/** 16 kHz mono 16-bit PCM: a quiet tone, as a microphone's level would be. */
function wav(seconds) {
  const rate = 16_000;
  const samples = rate * seconds;
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8, 'latin1');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'latin1');
  bytes.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) bytes.writeInt16LE(Math.round(Math.sin(i / 20) * 2000), 44 + i * 2);
  return bytes;
}

/** The transcription stand-in: POST /v1/audio/transcriptions answered with a sentence per step. */
async function transcriptionStandIn() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const segments = Array.from({ length: STEPS }, (_, i) => ({
        id: i,
        start: i * 1.5 + 0.2,
        end: i * 1.5 + 1.3,
        text: ` This step keeps the order number ${i + 1} for the invoice.`,
      }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ text: '', duration: AUDIO_SECONDS, segments }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, close: () => server.close() };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const fmt = (n) => (Number.isFinite(n) ? n.toFixed(0) : '-');

export async function benchNarration({ workDir, cleanups }) {
  const shotsDir = path.join(workDir, 'narration-shots');
  mkdirSync(shotsDir, { recursive: true });
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const shots = await writeScreenshots(sharp, shotsDir, { count: STEPS, width: 1280, height: 800 });
  const images = shots.map((shot) => readFileSync(shot.file));
  const audio = { bytes: wav(AUDIO_SECONDS), type: 'audio/wav' };
  const standIn = await transcriptionStandIn();
  cleanups.push(async () => standIn.close());
  const server = await startBenchServer({
    dataDir: path.join(workDir, 'narration-data'),
    cleanups,
    env: { TRANSCRIPTION_BASE_URL: standIn.url, TRANSCRIPTION_API_KEY: 'bench' },
  });
  const token = await signUpCompany(server.url, { name: 'Bench Narration', plan: 'prod_business' });
  const recording = manifest(shots);
  await uploadAndWait(server.url, token, { manifest: recording, images }); // warm-up, not counted
  const plain = [];
  const narrated = [];
  for (let run = 0; run < RUNS; run++) {
    plain.push(await uploadAndWait(server.url, token, { manifest: recording, images }));
    narrated.push(await uploadAndWait(server.url, token, { manifest: recording, images, audio }));
  }
  const rows = [
    ['without narration', plain],
    [
      `with ${AUDIO_SECONDS / 60} min of narration (${(audio.bytes.length / 1024 / 1024).toFixed(1)} MB WAV)`,
      narrated,
    ],
  ].map(([name, results]) => [
    name,
    fmt(median(results.map((r) => r.uploadMs))),
    fmt(median(results.map((r) => r.totalMs))),
  ]);
  console.log(`\nNarrated recording: ${STEPS} steps, median of ${RUNS} runs each, interleaved\n`);
  const header = ['', 'upload ms', 'upload→finished ms'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const cells of rows) console.log(line(cells));
  return { plain, narrated };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cleanups = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-bench-narration-'));
  cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
  const cleanup = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((error) => console.error(error.message));
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => cleanup().finally(() => process.exit(130)));
  try {
    await ensureBuilt();
    await benchNarration({ workDir, cleanups });
  } catch (error) {
    console.error(`\nnarration bench failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
