import { defineConfig, type ReporterDescription } from '@playwright/test';

// Drives the built product (started by support/globalSetup.ts) in Debian's Chromium; no browser download.
const jsonReport = process.env.E2E_JSON_REPORT;
const reporter: ReporterDescription[] = [['list']];
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }]);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/globalSetup.ts',
  // Two cores: one browser at a time keeps the server and Chromium from starving each other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    // Set by globalSetup before the workers start, so they read the port the product runs on.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A German browser: the interface follows the browser's language before anyone chose one
    // (German being the spec's fallback), and the tests were written against the German default.
    locale: 'de-DE',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
