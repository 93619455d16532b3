// `npm test`: every check in order; stops at the first failure and ends with "N passed, N failed".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { root, run } from './lib/run.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(path.join(os.tmpdir(), 'support-npm-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
/** Failed tests by name with the first line of their error, repeated at the end of the output. */
const failures = [];
/** Tests that failed and then passed on their retry (CI retries the server's timing tests once). */
const retried = [];

/** Vitest with its usual output plus a JSON report we count from. */
function vitest(dir, env = {}) {
  return async () => {
    const report = path.join(reports, `vitest-${timings.length}.json`);
    try {
      await run(
        bin('vitest'),
        ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        { cwd: path.join(root, dir), env: { ...process.env, ...env } },
      );
    } finally {
      count(report, (r) => {
        for (const file of r.testResults ?? []) {
          for (const test of file.assertionResults ?? []) {
            if (test.status === 'failed') {
              failures.push(
                `${path.relative(root, file.name)} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
              );
            }
          }
          // A file that failed to load has no failed test of its own.
          if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
            failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
          }
        }
        return {
          passed: r.numPassedTests,
          failed: r.numFailedTests,
          skipped: r.numPendingTests + r.numTodoTests,
        };
      });
    }
  };
}

function firstLine(text) {
  return (
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
}

/** Playwright's JSON nests suites; collects the tests that failed unexpectedly. */
function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${[...here, spec.title].join(' > ')}: ${firstLine(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

function count(report, read) {
  if (!existsSync(report)) return;
  const result = read(JSON.parse(readFileSync(report, 'utf8')));
  for (const key of Object.keys(totals)) totals[key] += result[key] ?? 0;
}

const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DB;
const postgresUrl = process.env.TEST_DATABASE_URL;

const steps = [
  // First, so a missing browser is reported before minutes of other checks.
  [
    'browser, speech, X server and Wine for the end-to-end tests (Debian chromium, espeak-ng, xvfb, xdotool, wine)',
    ensureChromium,
  ],
  ['typecheck', () => run(bin('tsc'), ['-b', '--pretty', 'false'])],
  ['lint and format (biome check .)', () => run(bin('biome'), ['check', '.'])],
  // No import cycle anywhere, and the server's config, db, lib, jobs and changes import no module
  // (.dependency-cruiser.cjs).
  [
    'import cycles and layers (dependency-cruiser)',
    () =>
      run(bin('depcruise'), [
        '--config',
        '.dependency-cruiser.cjs',
        ...['apps/server/src', 'apps/web/src', 'apps/recorder/src', 'apps/desktop-recorder/src'],
        ...['packages/shared/src', 'packages/ocr-redaction/src', 'e2e'],
      ]),
  ],
  ['shared unit tests', vitest('packages/shared')],
  ['OCR redaction tests', vitest('packages/ocr-redaction')],
  ['web unit tests', vitest('apps/web')],
  ['recorder unit tests', vitest('apps/recorder')],
  ['desktop recorder tests', vitest('apps/desktop-recorder')],
  ['server tests on the embedded database (PGlite)', vitest('apps/server', { TEST_DB: '' })],
  postgresUrl
    ? ['server tests on PostgreSQL (TEST_DATABASE_URL)', vitest('apps/server', { TEST_DB: 'postgres' })]
    : ['server tests on PostgreSQL: skipped, TEST_DATABASE_URL is not set', null],
  ['build', () => ensureBuilt({ force: true })],
  ['end-to-end tests (Playwright)', e2e],
];

async function e2e() {
  const report = path.join(reports, 'playwright.json');
  try {
    await run(bin('playwright'), ['test'], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_JSON_REPORT: report },
    });
  } finally {
    count(report, (r) => {
      for (const suite of r.suites ?? []) playwrightFailures(suite);
      return {
        passed: r.stats.expected + r.stats.flaky,
        failed: r.stats.unexpected,
        skipped: r.stats.skipped,
      };
    });
  }
}

function summary() {
  console.log('\nSteps:');
  for (const [name, seconds, status] of timings) console.log(`  ${status.padEnd(7)} ${name} (${seconds} s)`);
  if (retried.length) {
    console.log('\nPassed on a retry (look at these: they failed once):');
    for (const flaky of retried) console.log(`  ~ ${flaky.slice(0, 400)}`);
  }
  if (failures.length) {
    console.log('\nFailed:');
    for (const failure of failures) console.log(`  ✗ ${failure.slice(0, 400)}`);
  }
  console.log('');
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
}

for (const [name, step] of steps) {
  if (!step) {
    console.log(`\n▶ ${name}`);
    timings.push([name, 0, 'skipped']);
    continue;
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  try {
    await step();
    timings.push([name, ((Date.now() - started) / 1000).toFixed(1), 'ok']);
  } catch (error) {
    timings.push([name, ((Date.now() - started) / 1000).toFixed(1), 'FAILED']);
    console.error(`\n✗ ${name} failed: ${error.message}`);
    if (totals.failed === 0) totals.failed = 1; // a failed step without test counts still counts once
    summary();
    rmSync(reports, { recursive: true, force: true });
    process.exit(1);
  }
}
summary();
rmSync(reports, { recursive: true, force: true });
