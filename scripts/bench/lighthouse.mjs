// Lighthouse on the public help center (issue 14: ≥ 0.95 in all four categories on the home and an
// article page), run as Lighthouse runs by default: a phone on a throttled connection, in Debian's
// Chromium. Lighthouse is a bench tool, not a dependency of the product: it is installed on first
// use into a cache folder (npm registry only, no browser download), like wrk and nginx with apt.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath, ensureChromium } from '../lib/chromium.mjs';
import { run } from '../lib/run.mjs';
import { api } from './contract.mjs';
import { longArticle } from './publicPage.mjs';
import { call, signUpCompany, startBenchServer } from './server.mjs';

const LIGHTHOUSE_VERSION = '12.8.2'; // the last release that supports Node 20
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = 0.95;

async function loadLighthouse() {
  const prefix = path.join(os.homedir(), '.cache', 'support-bench', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const modules = path.join(prefix, 'node_modules');
  if (!existsSync(path.join(modules, 'lighthouse', 'package.json'))) {
    console.log(`  installing lighthouse ${LIGHTHOUSE_VERSION} into ${prefix} (once)…`);
    mkdirSync(prefix, { recursive: true });
    await run(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        '--no-save',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { quiet: true, env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } },
    );
  }
  const load = (name, file) => import(pathToFileURL(path.join(modules, name, file)).href);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    load('lighthouse', 'core/index.js'),
    load('chrome-launcher', 'dist/index.js'),
  ]);
  return { lighthouse, chromeLauncher };
}

/** A help center as a team would publish it: groups, a long guide and a few short articles. */
async function publishHelpCenter(server, token) {
  const center = await call(server, token, api.helpCentersApi.create, { body: { name: 'Acme Help' } });
  // A new help center is a draft until it is published.
  await call(server, token, api.helpCentersApi.publish, { params: { id: center.id } });
  const groups = [];
  for (const name of ['Getting started', 'Billing', 'Account']) {
    groups.push(
      await call(server, token, api.publicGroupsApi.create, { params: { id: center.id }, body: { name } }),
    );
  }
  const articles = [
    ['Configure your workspace', longArticle()],
    ['Invite your team', 'Open **Team**, choose **Invite** and enter their e-mail addresses.'],
    ['Change your plan', 'Open **Plans** and choose the plan that fits your team.'],
    ['Download an invoice', 'Invoices are under **Settings → Billing**, one per month.'],
    ['Reset your password', 'Choose **Forgot password** on the sign-in page.'],
  ];
  for (const [index, [title, content]] of articles.entries()) {
    const { id } = await call(server, token, api.articlesApi.createManual, { body: { title, content } });
    await call(server, token, api.articlesApi.publish, { params: { id } });
    const group = groups[index % groups.length];
    await call(server, token, api.publicGroupsApi.addArticle, {
      params: { groupId: group.id, articleId: id },
    });
  }
  const home = `${server}/docs/${center.slug}`;
  const page = await (await fetch(home)).text();
  const article = /href="(\/docs\/[^"]+\/articles\/configure-your-workspace[^"]*)"/.exec(page)?.[1];
  if (!article) throw new Error('the help center home links no article');
  return { home, article: `${server}${article}` };
}

export async function benchLighthouse({ workDir, cleanups }) {
  console.log('\nLighthouse (mobile, default throttling) on the public help center:');
  await ensureChromium();
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const server = await startBenchServer({ dataDir: path.join(workDir, 'data-lighthouse'), cleanups });
  const token = await signUpCompany(server.url, { name: 'Lighthouse', plan: 'prod_business' });
  const pages = await publishHelpCenter(server.url, token);

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  cleanups.push(async () => chrome.kill());
  const rows = [];
  for (const [name, url] of [
    ['help center home', pages.home],
    ['help center article', pages.article],
  ]) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, result.lhr.categories[category]?.score ?? Number.NaN]),
    );
    const failing = Object.values(result.lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => (audit.explanation ? `${audit.id} (${audit.explanation})` : audit.id));
    rows.push({ name, scores, failing, lcp: result.lhr.audits['largest-contentful-paint']?.numericValue });
  }
  for (const row of rows) {
    const cells = CATEGORIES.map((category) => `${category} ${row.scores[category].toFixed(2)}`).join(', ');
    const below = CATEGORIES.filter((category) => !(row.scores[category] >= TARGET));
    console.log(
      `  ${row.name.padEnd(20)} ${cells}; LCP ${Math.round(row.lcp)} ms ${below.length ? `(below ${TARGET}: ${below.join(', ')})` : `(all ≥ ${TARGET})`}`,
    );
    if (row.failing.length) console.log(`    failing audits: ${row.failing.join(', ')}`);
  }
  await chrome.kill();
  await server.stop();
}
