// Lighthouse on the public help center (issue 14: ≥ 0.95 in all four categories on the home and an
// article page), run as Lighthouse runs by default: a phone on a throttled connection, in Debian's
// Chromium. Lighthouse is a bench tool, not a dependency of the product: it is installed on first
// use into a cache folder (npm registry only, no browser download), like wrk and nginx with apt.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromiumPath, ensureChromium } from '../lib/chromium.mjs';
import { run } from '../lib/run.mjs';
import { api } from './contract.mjs';
import { longArticle } from './publicPage.mjs';
import { call, signUpCompany, startBenchServer } from './server.mjs';

const LIGHTHOUSE_VERSION = '12.8.2'; // the last release that supports Node 20
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Issue 47: 1.00 in all four categories on home, group, article and search.
const TARGET = 1;
/** Issue 47: at most this many KB (brotli) of an article page before its first image. */
const BEFORE_IMAGE_KB = 100;

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
  const group = /href="(\/docs\/[^"]+\/groups\/getting-started[^"]*)"/.exec(page)?.[1];
  if (!article || !group) throw new Error('the help center home links no article or group');
  return {
    home,
    group: `${server}${group}`,
    article: `${server}${article}`,
    search: `${home}/search?q=invite+team`,
  };
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
  // What a reader loads before the article's first image: the HTML up to it, brotli (as a proxy sends it).
  const articleHtml = await (await fetch(pages.article)).text();
  const firstImage = articleHtml.indexOf('<img');
  const beforeImage = articleHtml.slice(0, firstImage === -1 ? undefined : firstImage);
  const beforeKb = brotliCompressSync(Buffer.from(beforeImage)).length / 1024;
  console.log(
    `  article page before its first image: ${beforeKb.toFixed(1)} KB brotli (${(Buffer.byteLength(beforeImage) / 1024).toFixed(1)} KB raw; target ≤ ${BEFORE_IMAGE_KB} KB)`,
  );
  for (const [name, url] of [
    ['help center home', pages.home],
    ['help center group', pages.group],
    ['help center article', pages.article],
    ['help center search', pages.search],
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
    // A departure on purpose: results pages are endless and thin, and search engines ask sites to
    // keep them out of their indexes (robots noindex), which Lighthouse's SEO audit counts against.
    if (row.name === 'help center search' && row.failing.includes('is-crawlable'))
      console.log(
        '    (is-crawlable: the results page is noindex on purpose, as search engines ask of internal search results)',
      );
  }
  await chrome.kill();
  await server.stop();
}
