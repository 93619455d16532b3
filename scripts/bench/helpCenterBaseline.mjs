// The help center's page throughput from memory next to the same pages of the build before its
// redesign (issue 47: "within 10 % of today's in the same run"). Both servers run side by side in
// this run on the same machine, fill the same help center through the API and are measured in
// alternating short runs, so the machine's drift falls on both; the medians are compared.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/run.mjs';
import { helpCenterArticle } from './publicPage.mjs';
import { signUpCompany, startBenchServer } from './server.mjs';
import { wrk } from './wrk.mjs';

/** The last commit before the redesign (db6243d): the pages the issue measured as "today's". */
const BASELINE_REF = process.env.BENCH_HC_BASELINE_REF ?? 'db6243d^';
const ROUNDS = 4;
const RUN_SECONDS = 4;

/** The baseline's sources from git, its server's npm packages and its bundle; a reason when it cannot. */
function buildBaseline(dir) {
  try {
    execFileSync('git', ['rev-parse', '--verify', `${BASELINE_REF}^{commit}`], {
      cwd: root,
      stdio: 'ignore',
    });
  } catch {
    return `the git history has no ${BASELINE_REF} (a shallow clone?)`;
  }
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${BASELINE_REF} | tar -x -C "${dir}"`], { cwd: root });
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ELECTRON_SKIP_BINARY_DOWNLOAD: '1' };
  execFileSync('npm', ['ci', '-w', '@support/server', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    env,
    stdio: 'ignore',
  });
  execFileSync('npm', ['run', 'build', '-w', '@support/server'], { cwd: dir, env, stdio: 'ignore' });
  return existsSync(path.join(dir, 'apps/server/dist/main.js')) ? undefined : 'its build made no server';
}

/** The home, a group and the long article of one help center, each read once (cached from then on). */
async function pagesOf(server) {
  const token = await signUpCompany(server.url, { name: 'Pages', plan: 'prod_business' });
  const article = await helpCenterArticle(server.url, token);
  const base = article.url.replace(/\/articles\/.*$/, '');
  const home = await (await fetch(base)).text();
  const groupPath = /href="(\/docs\/[^"]+\/groups\/[^"]+)"/.exec(home)?.[1];
  if (!groupPath) throw new Error('the help center home links no group');
  const pages = { home: base, group: `${server.url}${groupPath}`, article: article.url };
  for (const url of Object.values(pages)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return pages;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchHelpCenterBaseline({ load, workDir, cleanups }) {
  console.log(`\nHelp-center pages from memory: this build next to ${BASELINE_REF} (before the redesign)`);
  const baselineDir = path.join(workDir, 'hc-baseline');
  const reason = buildBaseline(baselineDir);
  if (reason) {
    console.log(`  skipped: ${reason}`);
    return;
  }
  const current = await startBenchServer({ dataDir: path.join(workDir, 'data-hc-now'), cleanups });
  const before = await startBenchServer({
    dataDir: path.join(workDir, 'data-hc-before'),
    cleanups,
    serverRoot: baselineDir,
  });
  const pages = { now: await pagesOf(current), before: await pagesOf(before) };
  // A reader's browser (the view is counted, as for every reader), plain HTML and brotli.
  const reader = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
  const variants = [
    ['HTML', reader],
    ['brotli', { ...reader, 'accept-encoding': 'br' }],
  ];
  const rows = [];
  for (const kind of ['home', 'group', 'article']) {
    for (const [encoding, headers] of variants) {
      const runs = { now: [], before: [] };
      for (const build of ['now', 'before'])
        await wrk(pages[build][kind], { ...load, duration: 2, headers, workDir }); // warm-up (JIT)
      for (let round = 0; round < ROUNDS; round++)
        for (const build of round % 2 ? ['before', 'now'] : ['now', 'before'])
          runs[build].push(
            (await wrk(pages[build][kind], { ...load, duration: RUN_SECONDS, headers, workDir })).rps,
          );
      const now = median(runs.now);
      const was = median(runs.before);
      rows.push({ name: `${kind}, ${encoding}`, now, was, ratio: now / was });
    }
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `  ${ROUNDS} alternating runs of ${RUN_SECONDS} s per build, medians; wrk -t${load.threads} -c${load.connections}`,
  );
  console.log(`  ${'page'.padEnd(width)}  ${'now req/s'.padStart(10)}  ${'before'.padStart(10)}  × before`);
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(width)}  ${r.now.toFixed(0).padStart(10)}  ${r.was.toFixed(0).padStart(10)}  ${r.ratio.toFixed(2)}${r.ratio < 0.9 ? '  (below the target ≥ 0.90)' : ''}`,
    );
  await current.stop();
  await before.stop();
}
