// Bench case of the recording pipeline: a 30-step recording of 1280×800 PNG screenshots from the
// start of its upload until the article (GET /help-articles/{id}) shows it finished, on the embedded database,
// next to sharp alone processing the same 30 images in a separate process in the same run, and the
// server's peak memory (VmHWM). Run alone with `node scripts/bench/recording.mjs`; `npm run bench`
// runs it after the other cases.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../lib/build.mjs';
import { root } from '../lib/run.mjs';
import { api, nameOf } from './contract.mjs';
import { writeScreenshots } from './screenshots.mjs';
import { call, send, signUpCompany, startBenchServer } from './server.mjs';

const STEPS = 30;
const WIDTH = 1280;
const HEIGHT = 800;
const RUNS = Number(process.env.BENCH_RECORDING_RUNS ?? 5);
const TARGET_RATIO = 1.3;
const FINISH_TIMEOUT_MS = 300_000;
// Often enough to time a few seconds well, rarely enough that the reads do not slow the job down.
const POLL_MS = 100;

/** A sign-in and order task: navigation, clicks on buttons and links, typing, a password, Enter. */
export function manifest(shots) {
  const page = (n) =>
    n <= 10
      ? { pageUrl: 'https://shop.example.com/login', pageTitle: 'Sign in – Example Shop' }
      : {
          pageUrl: `https://shop.example.com/orders?page=${Math.ceil(n / 10)}`,
          pageTitle: 'Orders – Example Shop',
        };
  const viewport = { width: WIDTH, height: HEIGHT, devicePixelRatio: 1 };
  const steps = shots.map((shot, index) => {
    const n = index + 1;
    const base = { image: `step-${n}`, timestamp: n * 1500, ...page(n), viewport };
    const box = { x: shot.focus.x - 60, y: shot.focus.y - 18, width: 120, height: 36 };
    if (n === 1) return { ...base, action: 'NAVIGATE' };
    if (n % 10 === 5) return { ...base, action: 'KEY', key: 'Enter' };
    if (n % 10 === 3) {
      const element = { label: 'Password', tag: 'input', inputType: 'password', box };
      return { ...base, action: 'TYPE', element, valueWithheld: true };
    }
    if (n % 5 === 2) {
      const element = { label: 'E-mail', role: 'textbox', tag: 'input', inputType: 'email', box };
      return { ...base, action: 'TYPE', element, value: `buyer${n}@example.com` };
    }
    const element =
      n % 3 === 0
        ? { label: `Order #${10000 + n}`, role: 'link', tag: 'a', box }
        : { label: 'Save', role: 'button', tag: 'button', box };
    return { ...base, action: 'CLICK', element, point: shot.focus };
  });
  return {
    formatVersion: 1,
    recorder: { kind: 'other', version: 'bench' },
    startedAt: new Date(0).toISOString(),
    redaction: { automatic: true },
    steps,
  };
}

/**
 * Reads the article (`articlesApi.get`) every POLL_MS until `done(article)` holds and returns that
 * article; throws when the article failed or `what` did not happen within FINISH_TIMEOUT_MS.
 */
export async function waitForArticle(url, token, articleId, done, what) {
  const started = performance.now();
  while (performance.now() - started < FINISH_TIMEOUT_MS) {
    const article = await call(url, token, api.articlesApi.get, { params: { id: articleId } });
    const failure = article.activeArticleVersion?.failureReason;
    if (failure) throw new Error(`the article failed: ${failure}`);
    if (done(article)) return article;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${what} did not happen within ${FINISH_TIMEOUT_MS / 1000} s`);
}

/**
 * Like waitForArticle, the way the step editor waits (apps/web features/articles/polling.ts): each
 * read after the first names the answer it has (If-None-Match) and the server holds it until the
 * article changes (Prefer: wait), so a change is seen the moment it is recorded.
 */
export async function watchArticle(url, token, articleId, done, what) {
  const started = performance.now();
  let etag = null;
  while (performance.now() - started < FINISH_TIMEOUT_MS) {
    const response = await send(url, token, api.articlesApi.get, {
      params: { id: articleId },
      headers: etag ? { 'if-none-match': etag, prefer: 'wait=25' } : {},
    });
    if (response.status === 304) continue;
    if (!response.ok) throw new Error(`GET article answered ${response.status}: ${await response.text()}`);
    etag = response.headers.get('etag');
    const article = await response.json();
    const failure = article.activeArticleVersion?.failureReason;
    if (failure) throw new Error(`the article failed: ${failure}`);
    if (done(article)) return article;
    // A server that sends no tag cannot hold the answer: ask again after POLL_MS.
    if (!etag) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${what} did not happen within ${FINISH_TIMEOUT_MS / 1000} s`);
}

/**
 * Waits until the article shows finished; throws when it finished with another number of steps
 * than `steps` (when given). Returns the version's `finishedAt` (epoch ms): when the server marked
 * it finished, which the reads can only see up to POLL_MS later.
 */
export async function waitFinished(url, token, articleId, steps) {
  const article = await waitForArticle(
    url,
    token,
    articleId,
    (read) => Boolean(read.activeArticleVersion?.finishedAt),
    'the generation',
  );
  const version = article.activeArticleVersion;
  const stepCount = version.steps?.length ?? article.steps?.length;
  if (steps !== undefined && stepCount !== undefined && stepCount !== steps)
    throw new Error(`finished with ${stepCount} steps`);
  return Date.parse(version.finishedAt);
}

/**
 * Upload to finished article, as the extension uploads (apps/recorder/src/background/upload.ts):
 * one multipart POST of `manifest` and each of `images` (PNG bytes) as the part `step-N`. With
 * `audio` ({ bytes, type }), the recording is narrated (an `audio` part, issue 17). The clock
 * starts before the request is built: `uploadMs` until the server's 201 (the article exists),
 * `totalMs` until the server marked it finished (its `finishedAt`, the same machine's clock; the
 * bench's reads every POLL_MS would add up to that much of their own waiting), `seenMs` until the
 * first read that shows it finished with the manifest's steps.
 */
export async function uploadAndWait(url, token, { manifest: recording, images, audio }) {
  const startedAt = Date.now();
  const started = performance.now();
  const form = new FormData();
  form.append('manifest', JSON.stringify({ ...recording, ...(audio ? { audio: { offsetMs: 0 } } : {}) }));
  images.forEach((bytes, index) => {
    form.append(`step-${index + 1}`, new Blob([bytes], { type: 'image/png' }), `step-${index + 1}.png`);
  });
  if (audio) form.append('audio', new Blob([audio.bytes], { type: audio.type }), 'narration');
  const response = await send(url, token, api.recordingsApi.upload, { body: form });
  if (response.status !== 201)
    throw new Error(
      `${nameOf(api.recordingsApi.upload)} answered ${response.status}: ${await response.text()}`,
    );
  const { articleId } = await response.json();
  const uploadMs = performance.now() - started;
  const finishedAt = await waitFinished(url, token, articleId, recording.steps.length);
  const seenMs = performance.now() - started;
  // Never less than the upload itself: a clock step between the two readings cannot flatter it.
  return { uploadMs, totalMs: Math.max(uploadMs, finishedAt - startedAt), seenMs, articleId };
}

function sharpBaseline(shots) {
  const script = path.join(root, 'scripts/bench/sharpBaseline.mjs');
  const input = JSON.stringify(shots.map(({ file, focus }) => ({ file, focus })));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, input], { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`sharp baseline failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout));
    });
  });
}

/** CPU time the process has used so far, all threads, in ms (utime + stime of /proc/<pid>/stat). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function memoryKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const mb = (kb) => `${fmt(kb / 1024, 0)} MB`;

/** Runs the case on a server of its own (so the peak memory is this pipeline's) and prints its table. */
export async function benchRecording({ workDir, cleanups }) {
  const shotsDir = path.join(workDir, 'recording-shots');
  mkdirSync(shotsDir, { recursive: true });
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const shots = await writeScreenshots(sharp, shotsDir, { count: STEPS, width: WIDTH, height: HEIGHT });
  const images = shots.map((shot) => readFileSync(shot.file));
  const totalBytes = shots.reduce((sum, shot) => sum + shot.bytes, 0);

  // The very first start creates and migrates the embedded database, which costs memory once; the
  // product runs restarted servers, so the peak is measured on a second start of the same data.
  const dataDir = path.join(workDir, 'recording-data');
  const first = await startBenchServer({ dataDir, cleanups });
  const token = await signUpCompany(first.url, { name: 'Bench Recording', plan: 'prod_business' });
  const firstStartPeakKb = memoryKb(first.pid, 'VmHWM');
  await first.stop();
  const server = await startBenchServer({ dataDir, cleanups });
  const idleRssKb = memoryKb(server.pid, 'VmRSS');

  // The first recording after start pays for loading code and codecs; it is shown, not counted.
  const coldCpu = cpuMsOf(server.pid);
  const cold = await uploadAndWait(server.url, token, { manifest: manifest(shots), images });
  cold.serverCpuMs = cpuMsOf(server.pid) - coldCpu;
  // Interleaved, so that a busy moment of the machine hits both sides alike.
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const baseline = await sharpBaseline(shots);
    const cpuBefore = cpuMsOf(server.pid);
    const pipeline = await uploadAndWait(server.url, token, { manifest: manifest(shots), images });
    const serverCpuMs = cpuMsOf(server.pid) - cpuBefore;
    runs.push({
      baselineMs: baseline.ms,
      ...pipeline,
      ratio: pipeline.totalMs / baseline.ms,
      serverCpuMs,
      baselineCpuMs: baseline.cpuMs,
      cpuRatio: serverCpuMs / baseline.cpuMs,
    });
  }
  const peakKb = memoryKb(server.pid, 'VmHWM');

  console.log(
    `\nRecording: ${STEPS} steps, ${WIDTH}×${HEIGHT} PNG, ${fmt(totalBytes / 1024 / 1024, 1)} MB ` +
      `(${fmt(totalBytes / STEPS / 1024)} KB per image), embedded database, worker in the server\n`,
  );
  const row = (name, r) => [
    name,
    fmt(r.uploadMs),
    fmt(r.totalMs),
    fmt(r.seenMs),
    fmt(r.baselineMs),
    fmt(r.ratio, 2),
    fmt(r.serverCpuMs),
    fmt(r.baselineCpuMs),
    fmt(r.cpuRatio, 2),
  ];
  const med = (key) => median(runs.map((r) => r[key]));
  const ratio = med('ratio');
  const rows = [
    row('first after start', cold),
    ...runs.map((r, i) => row(`run ${i + 1}`, r)),
    row(`median of ${RUNS}`, {
      uploadMs: med('uploadMs'),
      totalMs: med('totalMs'),
      seenMs: med('seenMs'),
      baselineMs: med('baselineMs'),
      ratio,
      serverCpuMs: med('serverCpuMs'),
      baselineCpuMs: med('baselineCpuMs'),
      cpuRatio: med('cpuRatio'),
    }),
  ];
  const header = [
    '',
    'upload ms',
    'upload→finished ms',
    'first read showing it',
    'sharp alone ms',
    '× sharp',
    'server CPU ms',
    'sharp CPU ms',
    'CPU × sharp',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const cells of rows) console.log(line(cells));
  console.log(
    `\n× sharp (median of the runs' ratios) target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}; ` +
      `server memory: ${mb(idleRssKb)} idle before the first upload, peak ${mb(peakKb)} (VmHWM)`,
  );
  console.log(
    `(the server's first start on an empty data folder, which creates the database, peaked at ${mb(firstStartPeakKb)})`,
  );
  console.log(
    `upload→finished: until the version's finishedAt; the bench reads the article every ${POLL_MS} ms, so the first read\n` +
      'showing it comes up to that much later.\n' +
      'CPU columns: CPU time of all threads (server: from the upload until finished, the status reads included),\n' +
      'which a machine busy with other work disturbs less than the wall clock.',
  );
  return { runs, ratio, peakKb, idleRssKb, firstStartPeakKb };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cleanups = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-bench-recording-'));
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
    await benchRecording({ workDir, cleanups });
  } catch (error) {
    console.error(`\nrecording bench failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
