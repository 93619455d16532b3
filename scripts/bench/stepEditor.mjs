// Bench case of the step editor (issue 8): on a finished 30-step recording of 1280×800 screenshots,
// annotations (a BOX, a BLURBOX and a NUMBER) are saved on every step, and the clock runs until the
// article shows every step's new processed image; then the demo GIF is asked for, until the article
// has it. Next to it, in a separate Node process of the same run: sharp alone doing the same work on
// the same images (the same overlays and blur, a PNG per step, then the 30-frame GIF at 960 pixels).
// Run alone with `node scripts/bench/stepEditor.mjs`; `npm run bench` runs it after the other cases.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../lib/build.mjs';
import { root } from '../lib/run.mjs';
import { api } from './contract.mjs';
import { uploadAndWait, watchArticle } from './recording.mjs';
import { writeScreenshots } from './screenshots.mjs';
import { call, signUpCompany, startBenchServer } from './server.mjs';

const STEPS = 30;
const WIDTH = 1280;
const HEIGHT = 800;
const RUNS = Number(process.env.BENCH_STEP_EDITOR_RUNS ?? 3);
/** Saves one at a time (and sharp's renders one at a time), this long apart, the first few not counted. */
const SINGLE_SAVES = 20;
const SINGLE_WARMUP = 5;
const SINGLE_PAUSE_MS = 300;

/** The annotations saved on step `i` (pixels of the 1280×800 screenshot; see screenshots.mjs). */
export function annotationsOf(shot) {
  return [
    { type: 'BOX', x: shot.focus.x - 72, y: shot.focus.y - 30, width: 144, height: 60 },
    { type: 'BLURBOX', x: 280, y: 170, width: 560, height: 360 },
    { type: 'NUMBER', x: 890, y: 580, width: 48, height: 48 },
  ];
}

/** The step editor's save: the step's annotations, its settings as they were. */
function saveStep(url, token, articleId, stepId, annotations) {
  return call(url, token, api.stepsApi.saveAnnotations, {
    params: { id: articleId, stepId },
    body: {
      annotations,
      hideActionPointer: false,
      applyImageChangesToGif: false,
      hideStepNumber: false,
      zoomLevel: 1,
      zoomAnchorX: 50,
      zoomAnchorY: 50,
    },
  });
}

/** A finished recording with a click on each screen's button: its article id and steps. */
async function uploadFinished(url, token, shots, images) {
  const viewport = { width: WIDTH, height: HEIGHT, devicePixelRatio: 1 };
  const manifest = {
    formatVersion: 1,
    recorder: { kind: 'other', version: 'bench' },
    steps: shots.map((shot, i) => ({
      action: 'CLICK',
      image: `step-${i + 1}`,
      timestamp: i * 1500,
      pageUrl: 'https://shop.example.com/orders',
      pageTitle: 'Orders – Example Shop',
      element: {
        label: 'Save',
        role: 'button',
        tag: 'button',
        box: { x: shot.focus.x - 60, y: shot.focus.y - 18, width: 120, height: 36 },
      },
      point: shot.focus,
      viewport,
    })),
  };
  const { articleId } = await uploadAndWait(url, token, { manifest, images });
  const article = await call(url, token, api.articlesApi.get, { params: { id: articleId } });
  return { articleId, steps: article.activeArticleVersion.steps };
}

/** Saves on all steps (two requests at a time, like a person clicking through quickly cannot beat). */
async function annotateAll(url, token, articleId, steps, shots) {
  const started = performance.now();
  const before = new Map(steps.map((step) => [step.id, step.imageProcessed]));
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < steps.length) {
        const i = next++;
        await saveStep(url, token, articleId, steps[i].id, annotationsOf(shots[i]));
      }
    }),
  );
  const savedMs = performance.now() - started;
  await watchArticle(
    url,
    token,
    articleId,
    (a) =>
      a.activeArticleVersion.steps.every((s) => s.imageProcessed && s.imageProcessed !== before.get(s.id)),
    'the re-rendering',
  );
  return { savedMs, renderedMs: performance.now() - started };
}

async function generateGif(url, token, articleId) {
  const started = performance.now();
  await call(url, token, api.demoGifApi.generate, { params: { id: articleId } });
  const article = await watchArticle(
    url,
    token,
    articleId,
    (a) => typeof a.activeArticleVersion.mediaOutput?.gifUrl === 'string',
    'the GIF',
  );
  const gifMs = performance.now() - started;
  const gif = await fetch(`${url}${article.activeArticleVersion.mediaOutput.gifUrl}`);
  return { gifMs, gifBytes: (await gif.arrayBuffer()).byteLength };
}

/**
 * What a person feels: one save, then the time until the article shows its step's new image, with
 * a pause between saves as between clicks on Save. Returns the median of the counted saves.
 */
async function oneAtATime(url, token, articleId, shots) {
  let { steps } = (await call(url, token, api.articlesApi.get, { params: { id: articleId } }))
    .activeArticleVersion;
  const shown = [];
  const answered = [];
  for (let n = 0; n < SINGLE_WARMUP + SINGLE_SAVES; n++) {
    const i = n % steps.length;
    await new Promise((resolve) => setTimeout(resolve, SINGLE_PAUSE_MS));
    const before = steps[i].imageProcessed;
    const started = performance.now();
    // Moved by a pixel each time, so every save is a new look to render.
    const moved = annotationsOf(shots[i]).map((a) => ({ ...a, x: a.x + n + 1 }));
    await saveStep(url, token, articleId, steps[i].id, moved);
    const saved = performance.now();
    const article = await watchArticle(
      url,
      token,
      articleId,
      (a) => a.activeArticleVersion.steps[i].imageProcessed !== before,
      'the re-rendering of one step',
    );
    steps = article.activeArticleVersion.steps;
    if (n >= SINGLE_WARMUP) {
      answered.push(saved - started);
      shown.push(performance.now() - started);
    }
  }
  return { shownMs: median(shown), answeredMs: median(answered) };
}

/** sharp alone on the same shots; `args` after the input: ['one-at-a-time', saves, warm-up, pause ms]. */
function baseline(shots, args = []) {
  const input = JSON.stringify(
    shots.map((shot) => ({ file: shot.file, focus: shot.focus, annotations: annotationsOf(shot) })),
  );
  const script = path.join(root, 'scripts/bench/stepEditorBaseline.mjs');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, input, ...args.map(String)],
      { maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`sharp baseline failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}

function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU ms of a process (Linux) per thread: the main thread, libvips's workers, and each other thread
 * by id (V8's helpers, libuv's pool, the embedded database's thread). BENCH_THREADS=1 prints it for
 * the saves of each run: where the server's time goes.
 */
function threadCpuOf(pid) {
  const byName = {};
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const name = comm === 'node' ? (task === String(pid) ? 'main' : `thread ${task}`) : comm;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byName[name] = (byName[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}

function threadCpuDelta(before, after) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([name, ms]) => [name, ms - (before[name] ?? 0)])
      .filter(([, ms]) => ms > 0),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export async function benchStepEditor({ workDir, cleanups }) {
  const shotsDir = path.join(workDir, 'step-editor-shots');
  mkdirSync(shotsDir, { recursive: true });
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const shots = await writeScreenshots(sharp, shotsDir, { count: STEPS, width: WIDTH, height: HEIGHT });
  const images = shots.map((shot) => readFileSync(shot.file));
  const server = await startBenchServer({ dataDir: path.join(workDir, 'step-editor-data'), cleanups });
  const token = await signUpCompany(server.url, { name: 'Bench Step Editor', plan: 'prod_business' });

  const runs = [];
  let lastArticleId = null;
  // The first round loads code and codecs in both processes; it is shown, not counted.
  for (let run = 0; run <= RUNS; run++) {
    const base = await baseline(shots);
    const { articleId, steps } = await uploadFinished(server.url, token, shots, images);
    lastArticleId = articleId;
    const threads0 = process.env.BENCH_THREADS ? threadCpuOf(server.pid) : null;
    const cpu0 = cpuMsOf(server.pid);
    const render = await annotateAll(server.url, token, articleId, steps, shots);
    const cpu1 = cpuMsOf(server.pid);
    if (threads0)
      console.log(
        'saves→rendered, server CPU ms by thread:',
        JSON.stringify(threadCpuDelta(threads0, threadCpuOf(server.pid))),
      );
    const gif = await generateGif(server.url, token, articleId);
    const cpu2 = cpuMsOf(server.pid);
    runs.push({
      ...render,
      ...gif,
      renderCpuMs: cpu1 - cpu0,
      gifCpuMs: cpu2 - cpu1,
      baseRenderMs: base.renderMs,
      baseGifMs: base.gifMs,
      baseRenderCpuMs: base.renderCpuMs,
      baseGifCpuMs: base.gifCpuMs,
      renderRatio: render.renderedMs / base.renderMs,
      gifRatio: gif.gifMs / base.gifMs,
      totalRatio: (render.renderedMs + gif.gifMs) / (base.renderMs + base.gifMs),
      renderCpuRatio: (cpu1 - cpu0) / base.renderCpuMs,
      gifCpuRatio: (cpu2 - cpu1) / base.gifCpuMs,
    });
  }

  // One at a time, on the last run's article (its steps have their new images by now).
  const single = await oneAtATime(server.url, token, lastArticleId, shots);
  const singleBase = await baseline(shots, ['one-at-a-time', SINGLE_SAVES, SINGLE_WARMUP, SINGLE_PAUSE_MS]);

  console.log(
    `\nStep editor: ${STEPS} steps of ${WIDTH}×${HEIGHT} PNG, a BOX, a BLURBOX and a NUMBER saved on each, ` +
      'then the demo GIF (960 px); embedded database, worker in the server\n',
  );
  const header = [
    '',
    'saves ms',
    'saved→rendered ms',
    'sharp ms',
    '× sharp',
    'CPU × sharp',
    'GIF ms',
    'sharp GIF ms',
    '× sharp',
    'CPU × sharp',
    'both × sharp',
  ];
  const row = (name, r) => [
    name,
    fmt(r.savedMs),
    fmt(r.renderedMs),
    fmt(r.baseRenderMs),
    fmt(r.renderRatio, 2),
    fmt(r.renderCpuRatio, 2),
    fmt(r.gifMs),
    fmt(r.baseGifMs),
    fmt(r.gifRatio, 2),
    fmt(r.gifCpuRatio, 2),
    fmt(r.totalRatio, 2),
  ];
  const counted = runs.slice(1);
  const med = (key) => median(counted.map((r) => (typeof key === 'function' ? key(r) : r[key])));
  const summary = {
    savedMs: med('savedMs'),
    renderedMs: med('renderedMs'),
    baseRenderMs: med('baseRenderMs'),
    renderRatio: med('renderRatio'),
    gifMs: med('gifMs'),
    baseGifMs: med('baseGifMs'),
    gifRatio: med('gifRatio'),
    totalRatio: med('totalRatio'),
    renderCpuRatio: med('renderCpuRatio'),
    gifCpuRatio: med('gifCpuRatio'),
  };
  const rows = [
    row('first (warm-up)', runs[0]),
    ...counted.map((r, i) => row(`run ${i + 1}`, r)),
    row(`median of ${RUNS}`, summary),
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const cells of rows) console.log(line(cells));
  console.log(
    `\nsaved→rendered: from the first save request until the article shows all ${STEPS} new images (the saves included);\n` +
      `GIF: from POST /generate-gif until the article has it (${fmt(runs.at(-1).gifBytes / 1024)} KB). ` +
      'sharp: the same overlays, blur and PNGs two at a time, then the same GIF, in a process of its own.\n' +
      'CPU × sharp: CPU time of all threads (the server: its requests and status reads included), which a\n' +
      'machine busy with other work disturbs less than the wall clock.',
  );
  console.log(
    `\nOne save at a time (${SINGLE_PAUSE_MS} ms apart, as a person clicks Save; median of ${SINGLE_SAVES}): ` +
      `the new image shows ${fmt(single.shownMs)} ms after the save is sent (the save answers in ${fmt(single.answeredMs)} ms); ` +
      `sharp alone renders one image in ${fmt(singleBase.oneRenderMs)} ms (${fmt(single.shownMs / singleBase.oneRenderMs, 2)} ×).`,
  );
  return {
    runs,
    summary: { ...summary, singleShownMs: single.shownMs, singleRenderMs: singleBase.oneRenderMs },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cleanups = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-bench-steps-'));
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
    await benchStepEditor({ workDir, cleanups });
  } catch (error) {
    console.error(`\nstep editor bench failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
