// Bench case of automatic translation (issue 15): 100 help articles of about 800 words translated
// into two languages through the real job queue of the built server (embedded database, worker in
// the server), once through a LibreTranslate stand-in and once through an OpenAI-compatible AI
// stand-in: from adding the two languages until all 200 jobs have finished, jobs per second, and the
// server's memory. Baseline in the same run: the very calls the server made, replayed straight to
// the same stand-in from the bench with the worker's concurrency (what the provider alone costs).
// Run alone with `node scripts/bench/translation.mjs`; `npm run bench` runs it with the other cases.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, targets } from '../lib/build.mjs';
import { run } from '../lib/run.mjs';
import { api } from './contract.mjs';
import { helpArticle, wordCount } from './helpArticles.mjs';
import { call, signUpCompany, startBenchServer } from './server.mjs';
import { replayCalls, startTranslationStandIn } from './translationStandIns.mjs';

const ARTICLES = Number(process.env.BENCH_TRANSLATION_ARTICLES ?? 100);
const LANGUAGES = ['de', 'fr'];
const JOB_CONCURRENCY = 2; // the server's default (JOB_CONCURRENCY)
const FINISH_TIMEOUT_MS = 600_000;
const POLL_MS = 200;
const SAMPLE_MS = 50;

const memoryKb = (pid, field) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const mb = (kb) => `${fmt(kb / 1024)} MB`;

/** Every job of the organization finished: [finished, failed] counts. */
async function progress(url, token) {
  const { translationJobs } = await call(url, token, api.organizationsApi.translationJobs);
  const finished = translationJobs.filter((job) => job.finishedAt && !job.failureReason).length;
  const failed = translationJobs.filter((job) => job.failureReason);
  return { finished, failed };
}

/** One provider: a server of its own, the articles written, then the timed translation. */
async function runProvider(kind, workDir, cleanups) {
  const standIn = await startTranslationStandIn(kind);
  cleanups.push(standIn.stop);
  const env =
    kind === 'ai'
      ? {
          TRANSLATION_PROVIDER: 'ai',
          AI_BASE_URL: `${standIn.url}/v1`,
          AI_API_KEY: 'bench',
          AI_MODEL: 'bench',
        }
      : { TRANSLATION_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: standIn.url };
  const start = () =>
    startBenchServer({
      dataDir: path.join(workDir, `translation-${kind}`),
      cleanups,
      env: { ...env, JOB_CONCURRENCY: String(JOB_CONCURRENCY) },
    });
  // The first start on an empty folder creates the embedded database, which costs memory once; the
  // articles are written there, and the translation measured on a restarted server, as in production.
  const first = await start();
  const token = await signUpCompany(first.url, { name: `Bench Translation ${kind}`, plan: 'prod_business' });
  const ids = [];
  for (let index = 0; index < ARTICLES; index++) {
    const article = helpArticle(index);
    ids.push((await call(first.url, token, api.articlesApi.createManual, { body: article })).id);
  }
  await first.stop();
  const server = await start();
  const idleKb = memoryKb(server.pid, 'VmRSS');
  let peakKb = idleKb;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, memoryKb(server.pid, 'VmRSS'));
  }, SAMPLE_MS);

  const started = performance.now();
  try {
    for (const language of LANGUAGES)
      await call(server.url, token, api.organizationsApi.addTranslationLanguage, { body: { language } });
    const jobs = ARTICLES * LANGUAGES.length;
    for (;;) {
      const { finished, failed } = await progress(server.url, token);
      if (failed.length) throw new Error(`${failed.length} jobs failed, e.g. ${failed[0].failureReason}`);
      if (finished >= jobs) break;
      if (performance.now() - started > FINISH_TIMEOUT_MS)
        throw new Error(`only ${finished} of ${jobs} finished`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    clearInterval(sampler);
  }
  const totalMs = performance.now() - started;
  const hwmKb = memoryKb(server.pid, 'VmHWM');

  // The translation is the article with every image and code block in place, not just any text.
  const sample = await call(server.url, token, api.translationsApi.get, {
    params: { id: ids[ARTICLES - 1] },
  });
  const source = helpArticle(ARTICLES - 1).content;
  for (const translation of sample.translations) {
    const images = (text) => text.match(/!\[[^\]]*\]\([^)]*\)/g)?.join() ?? '';
    const code = (text) => /```[\s\S]*?```/.exec(text)?.[0];
    if (images(translation.content) !== images(source) || code(translation.content) !== code(source))
      throw new Error(`the ${translation.language} translation lost markup`);
  }
  if (sample.translations.length !== LANGUAGES.length) throw new Error('a translation is missing');

  standIn.stopRecording();
  const calls = [...standIn.calls];
  const baselineMs = await replayCalls(standIn.url, calls, JOB_CONCURRENCY);
  await server.stop();
  await standIn.stop();
  return {
    kind,
    totalMs,
    jobs: ARTICLES * LANGUAGES.length,
    calls: calls.length,
    baselineMs,
    idleKb,
    peakKb,
    hwmKb,
  };
}

export async function benchTranslation({ workDir, cleanups }) {
  const words = Array.from({ length: ARTICLES }, (_, index) => wordCount(helpArticle(index).content));
  console.log(
    `\nTranslation: ${ARTICLES} articles of ${fmt(words.reduce((a, b) => a + b, 0) / ARTICLES)} words ` +
      `(markdown with headings, lists, a table, code, 8 step images, the demo GIF) into ${LANGUAGES.join(' and ')}, ` +
      `through the job queue (JOB_CONCURRENCY ${JOB_CONCURRENCY}, embedded database); ` +
      'baseline: the same provider calls replayed straight to the stand-in\n',
  );
  const rows = [];
  for (const kind of ['libretranslate', 'ai']) rows.push(await runProvider(kind, workDir, cleanups));
  const header = [
    'provider stand-in',
    'jobs',
    'total s',
    'jobs/s',
    'calls',
    'baseline s',
    '× baseline',
    'RSS idle',
    'RSS peak',
    'VmHWM',
  ];
  const cells = rows.map((r) => [
    r.kind === 'ai' ? 'AI (chat API)' : 'LibreTranslate',
    String(r.jobs),
    fmt(r.totalMs / 1000, 1),
    fmt(r.jobs / (r.totalMs / 1000), 1),
    String(r.calls),
    fmt(r.baselineMs / 1000, 2),
    fmt(r.totalMs / r.baselineMs, 1),
    mb(r.idleKb),
    mb(r.peakKb),
    mb(r.hwmKb),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const c of cells) console.log(line(c));
  console.log(
    '\nRSS idle: the server restarted after the articles were written, before the languages are added; RSS peak: ' +
      `sampled every ${SAMPLE_MS} ms until the last job finished; VmHWM: the process's peak since its start.`,
  );
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cleanups = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-bench-translation-'));
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
    // Alone, the case needs the server only: the web app's build is left to `npm run bench`.
    if (isStale(targets.server))
      await run('npm', ['run', 'build', '--silent', '-w', targets.server.workspace]);
    await benchTranslation({ workDir, cleanups });
  } catch (error) {
    console.error(`\ntranslation bench failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}
