// `npm run bench`: the built server next to nginx serving the same bytes, and the JS each route loads first.
// Everything runs on loopback, every load is bounded in time, and everything started here is stopped.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../lib/build.mjs';
import { ensureChromium } from '../lib/chromium.mjs';
import { startBareFastify, startBareNode } from './bareFastify.mjs';
import { entryChunks, gzipSize, kb, rawSize, routeChunks } from './bundle.mjs';
import { api, nameOf, urlOf } from './contract.mjs';
import { startNginx } from './nginx.mjs';
import { helpCenterArticle, prepareArticleScenarios, publishLongArticle } from './publicPage.mjs';
import { signUpCompany, startBenchServer } from './server.mjs';
import { ensureBenchTools } from './tools.mjs';
import { wrk } from './wrk.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const load = { duration, connections, threads: 2 };

const cleanups = [];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-bench-'));
cleanups.push(async () => rmSync(workDir, { recursive: true, force: true }));
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping what the bench started…`);
    cleanup().finally(() => process.exit(130));
  });
}

async function cleanup() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error(error.message));
}

/** What the throughput server changes of the default configuration: printed beside its figures. */
const THROUGHPUT_DEPARTURES = {
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  RATE_LIMIT_RESET_PER_HOUR: '1000000',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000000',
};

async function startServer() {
  const server = await startBenchServer({
    dataDir: path.join(workDir, 'data'),
    cleanups,
    env: THROUGHPUT_DEPARTURES,
  });
  return server;
}

/**
 * Waits until the server process uses under 5 % of a CPU for a second (at most a minute): creating
 * 1,000 articles leaves work behind (stored renders, search words), which would otherwise be
 * measured as part of whichever case runs first.
 */
async function waitUntilIdle(pid) {
  const cpuSeconds = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  };
  for (let i = 0; i < 60; i++) {
    const before = cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds() - before < 0.05) return;
  }
}

async function body(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
function table(rows, columns) {
  const cells = rows.map((row) => columns.map(([, get]) => String(get(row))));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(columns.map(([title]) => title)));
  for (const c of cells) console.log(line(c));
}

async function signedUpServer() {
  const { url: server } = await startServer();
  return { server, token: await signUpCompany(server) };
}

async function throughput() {
  const { url: server, pid } = await startServer();
  const token = await signUpCompany(server);
  const auth = { authorization: `Bearer ${token}` };
  const healthBody = await body(urlOf(server, api.healthApi.live));
  const profileBody = await body(urlOf(server, api.profileApi.get), auth);
  const articles = await prepareArticleScenarios(server, token);
  await waitUntilIdle(pid);
  const nginx = await startNginx(workDir, {
    'health.json': healthBody,
    'profile.json': profileBody,
    ...articles.files,
  });
  cleanups.push(nginx.stop);
  const bareFastify = await startBareFastify(healthBody.toString(), cleanups);
  const bareNode = await startBareNode(path.join(nginx.root, 'page.html'), articles.pageHeaders, cleanups);

  const cases = [
    {
      name: nameOf(api.healthApi.live),
      url: urlOf(server, api.healthApi.live),
      baseline: `${nginx.url}/health.json`,
      size: healthBody.length,
    },
    {
      // What the framework alone reaches: the rest of the gap to nginx is the product's pipeline.
      name: '  bare Fastify, same bytes',
      url: `${bareFastify}/health`,
      baseline: `${nginx.url}/health.json`,
      size: healthBody.length,
    },
    {
      name: `${nameOf(api.profileApi.get)} (token)`,
      url: urlOf(server, api.profileApi.get),
      headers: auth,
      baseline: `${nginx.url}/profile.json`,
      size: profileBody.length,
    },
  ];
  console.log(
    `\nwrk -t${load.threads} -c${load.connections} -d${load.duration}s on loopback; one Node process, one nginx worker`,
  );
  console.log(
    `The server as npm start runs it (default log level, embedded database), except: ${Object.entries(
      THROUGHPUT_DEPARTURES,
    )
      .map(([name, value]) => `${name}=${value}`)
      .join(', ')} (the bench signs up many times; no measured route is limited by them)`,
  );
  const rows = [];
  cases.push(...articles.cases(nginx.url, profileBody.length, bareNode));
  // wrk stops by closing its connections, but the server still answers every request they left in
  // flight, one query at a time on the embedded database: after the list of 1,000 articles that is
  // seconds of work, which used to land in the next run (a short run of the profile call then
  // completed nothing: 0 req/s and, as nothing had reached wrk's timeout, 0 errors).
  // A signed-in call queues behind that backlog; the server is idle again once one answers quickly.
  const settle = async () => {
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await body(urlOf(server, api.profileApi.get), auth);
      if (performance.now() - started < 50) return;
    }
  };
  for (const c of cases) {
    const caseLoad = { ...load, connections: c.connections ?? load.connections };
    await settle();
    await wrk(c.url, { ...caseLoad, duration: 2, headers: c.headers, workDir }); // warm-up (JIT, caches)
    await settle();
    const node = await wrk(c.url, { ...caseLoad, headers: c.headers, workDir });
    await settle();
    const base = await wrk(c.baseline, { ...caseLoad, headers: c.baselineHeaders, workDir });
    rows.push({ name: c.name, size: c.size, ...node, ratio: node.rps / base.rps });
    const baseName = c.baselineName ? `  ${c.baselineName}` : `  nginx, same ${c.size} bytes`;
    rows.push({ name: baseName, size: c.baselineSize ?? c.size, ...base, ratio: 1 });
  }
  await viewRecordingCost(articles.viewPair, settle);
  console.log('');
  table(rows, [
    ['name', (r) => r.name],
    ['req/s', (r) => fmt(r.rps)],
    ['p50 ms', (r) => fmt(r.p50, 2)],
    ['p99 ms', (r) => fmt(r.p99, 2)],
    ['× baseline', (r) => fmt(r.ratio, 2)],
    // A run in which no request completed is not a rate of 0: its requests were still waiting.
    ['errors', (r) => (r.rps > 0 ? r.errors : `${r.errors} (none answered within the run)`)],
  ]);
  return { server, token };
}

/**
 * What recording views costs the shared page (issue 16: ≥ 0.9 × its throughput without): short
 * runs as a reader and as a robot, alternating, so the machine's drift falls on both; the medians.
 */
async function viewRecordingCost({ url, reader, robot }, settle) {
  const runs = { recorded: [], notRecorded: [] };
  for (let round = 0; round < 4; round++) {
    for (const [name, headers] of [
      ['recorded', reader],
      ['notRecorded', robot],
    ]) {
      await settle();
      runs[name].push((await wrk(url, { ...load, duration: 4, headers, workDir })).rps);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const recorded = median(runs.recorded);
  const notRecorded = median(runs.notRecorded);
  console.log(
    `\nShared page, views recorded next to not recorded (4 alternating runs of 4 s each, medians): ${fmt(recorded)} vs ${fmt(notRecorded)} req/s = ${fmt(recorded / notRecorded, 2)} × (target ≥ 0.9)`,
  );
}

/**
 * The shared page and a help-center article page from one server process and from two on one port
 * (WEB_CONCURRENCY=2), each next to nginx serving the same bytes. Several processes need PostgreSQL:
 * BENCH_DATABASE_URL names a database the bench may fill.
 */
async function processesThroughput() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  console.log('\nShared page and help-center article with WEB_CONCURRENCY 1 and 2 (PostgreSQL):');
  if (!databaseUrl) {
    console.log('  skipped: set BENCH_DATABASE_URL to a PostgreSQL database the bench may write to');
    return;
  }
  const rows = [];
  for (const processes of [1, 2]) {
    const server = await startBenchServer({
      dataDir: path.join(workDir, `data-processes-${processes}`),
      cleanups,
      env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes) },
    });
    const token = await signUpCompany(server.url, { name: `Processes ${processes}`, plan: 'prod_business' });
    const shared = await publishLongArticle(server.url, token);
    const center = await helpCenterArticle(server.url, token);
    // nginx's workers (nobody, under root) must reach the files through the bench's folder too.
    chmodSync(workDir, 0o755);
    const nginx = await startNginx(
      path.join(workDir, `nginx-processes-${processes}`),
      { 'page.html': shared.page, 'center.html': center.page },
      { workers: processes },
    );
    const plural = processes > 1 ? 'es' : '';
    for (const [name, url, file, bytes] of [
      [`GET /shared/{id}, ${processes} process${plural}`, shared.pageUrl, 'page.html', shared.page.length],
      [
        `GET /docs/{slug}/articles/{title-id}, ${processes} process${plural}`,
        center.url,
        'center.html',
        center.page.length,
      ],
    ]) {
      // A short warm-up: both processes have rendered and kept the page before the measured run.
      await wrk(url, { ...load, duration: 2, workDir });
      const node = await wrk(url, { ...load, workDir });
      const base = await wrk(`${nginx.url}/${file}`, { ...load, workDir });
      rows.push({ name, ...node, ratio: node.rps / base.rps });
      rows.push({
        name: `  nginx (${processes} worker${processes > 1 ? 's' : ''}), same ${bytes} bytes`,
        ...base,
        ratio: 1,
      });
    }
    await nginx.stop();
    await server.stop();
  }
  table(rows, [
    ['name', (r) => r.name],
    ['req/s', (r) => fmt(r.rps)],
    ['p50 ms', (r) => fmt(r.p50, 2)],
    ['p99 ms', (r) => fmt(r.p99, 2)],
    ['× baseline', (r) => fmt(r.ratio, 2)],
    ['errors', (r) => r.errors],
  ]);
}

async function bundles(server, token) {
  const entry = entryChunks();
  const entryGzip = entry.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `\nWeb bundle (gzip, level 9): entry script and its static imports ${kb(entryGzip)} in ${entry.length} files`,
  );
  try {
    await ensureChromium();
  } catch (error) {
    console.log(`  per-route sizes skipped: ${error.message}`);
    return;
  }
  const routes = [
    { path: '/login', signedIn: false, target: 120 },
    { path: '/register', signedIn: false },
    { path: '/articles', signedIn: true, target: 250 },
  ];
  const measured = await routeChunks(server, routes, token);
  console.log('');
  table(measured, [
    ['route (first load, fresh browser)', (r) => (r.landed === r.path ? r.path : `${r.path} -> ${r.landed}`)],
    ['JS files', (r) => r.files.length],
    ['JS raw', (r) => kb(r.files.reduce((sum, file) => sum + rawSize(file), 0))],
    ['JS gzip', (r) => kb(r.files.reduce((sum, file) => sum + gzipSize(file), 0))],
    [
      'beyond entry',
      (r) => kb(r.files.filter((f) => !entry.includes(f)).reduce((s, f) => s + gzipSize(f), 0)),
    ],
    ['target', (r) => (r.target ? `≤ ${r.target} KB` : '')],
  ]);
}

// BENCH_ONLY=processes,markdown (names below) runs only those parts; a comma list.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (name) => !only || only.includes(name);

try {
  await ensureBenchTools();
  await ensureBuilt();
  if (runs('throughput') || runs('bundles') || runs('pageOpen')) {
    // BENCH_ONLY=bundles (or pageOpen) measures pages without the throughput runs: a server and a sign-up.
    const { server, token } = runs('throughput') ? await throughput() : await signedUpServer();
    if (runs('bundles')) await bundles(server, token);
    if (runs('pageOpen')) await (await import('./pageOpen.mjs')).benchPageOpen(server, token);
  }
  if (runs('processes')) await processesThroughput();
  if (runs('embeddedThread'))
    await (await import('./embeddedThread.mjs')).benchEmbeddedThread({ load, workDir, cleanups });
  if (runs('markdown')) await (await import('./markdown.mjs')).benchMarkdown();
  if (runs('recording')) await (await import('./recording.mjs')).benchRecording({ workDir, cleanups });
  if (runs('narration')) await (await import('./narration.mjs')).benchNarration({ workDir, cleanups });
  if (runs('stepEditor')) await (await import('./stepEditor.mjs')).benchStepEditor({ workDir, cleanups });
  if (runs('translation')) await (await import('./translation.mjs')).benchTranslation({ workDir, cleanups });
  if (runs('search')) await (await import('./search.mjs')).benchSearch();
  if (runs('revisions')) await (await import('./revisions.mjs')).benchRevisions({ workDir, cleanups });
  if (runs('analytics')) await (await import('./analytics.mjs')).benchAnalytics();
  if (runs('widget')) await (await import('./widget.mjs')).benchWidget();
  if (runs('helpCenterBaseline'))
    await (await import('./helpCenterBaseline.mjs')).benchHelpCenterBaseline({ load, workDir, cleanups });
  if (runs('lighthouse')) await (await import('./lighthouse.mjs')).benchLighthouse({ workDir, cleanups });
  if (runs('uploadMemory'))
    await (await import('./uploadMemory.mjs')).benchUploadMemory({ workDir, cleanups });
  if (runs('desktopUpload'))
    await (await import('./desktopUpload.mjs')).benchDesktopUpload({ workDir, cleanups });
  if (runs('desktop'))
    await (await import('./desktopRecorder.mjs')).benchDesktopRecorder({ workDir, cleanups });
  if (runs('ocr')) await (await import('./ocrRedaction.mjs')).benchOcrRedaction({ workDir, cleanups });
  if (runs('articlePdf')) await (await import('./articlePdf.mjs')).benchArticlePdf({ workDir, cleanups });
} catch (error) {
  console.error(`\nbench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
