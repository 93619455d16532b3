import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';
import { fillPerson, PASSWORD, startTrial } from '../support/flows';
import { PHONE } from '../support/phoneLayout';
import { startProduct } from '../support/product';

/**
 * The first run of a brand-new install. The product every other spec shares has its first account
 * taken in globalSetup, so this spec runs a product of its own on an empty data directory: the
 * welcome on /register, the first account becoming the super admin, and the demo content loaded
 * from the super-admin area. E2E_DEMO_SHOTS=<dir> also saves the welcome and the articles list in
 * en and de at desktop and phone width.
 */
const test = base.extend<object, { freshProduct: { baseURL: string } }>({
  freshProduct: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const smtpUrl = process.env.E2E_SMTP_URL;
      if (!smtpUrl) throw new Error('E2E_SMTP_URL is not set: run the tests through playwright.config.ts');
      const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-e2e-first-run-'));
      const logFile = path.join(workDir, 'server.log');
      const product = await startProduct({ dataDir: path.join(workDir, 'data'), smtpUrl, logFile });
      const sharedLog = process.env.E2E_SERVER_LOG;
      process.env.E2E_SERVER_LOG = logFile;
      try {
        await use({ baseURL: product.baseURL });
      } finally {
        process.env.E2E_SERVER_LOG = sharedLog;
        await product.stop();
        if (!process.env.E2E_KEEP) rmSync(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ freshProduct }, use) => {
    await use(freshProduct.baseURL);
  },
});

const shots = process.env.E2E_DEMO_SHOTS;
const WIDTHS = [
  [1280, 800, 'desktop'],
  [PHONE.width, PHONE.height, 'phone'],
] as const;

/**
 * Each language at desktop and phone width: `address` as seen signed out, or signed in with
 * `token`, once `ready` shows (the page draws after its data arrives).
 */
async function takeShots(
  browser: Browser,
  baseURL: string,
  shot: { name: string; address: string; ready: RegExp; token?: string },
) {
  const { name, address, ready, token } = shot;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const language of ['en', 'de']) {
    for (const [width, height, label] of WIDTHS) {
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      if (token) {
        await page.goto(`/login?l=${language}`);
        await page.evaluate((value) => localStorage.setItem('token', value), token);
      }
      await page.goto(`${address}?l=${language}`);
      await expect(page.getByText(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(shots, `${name}-${language}-${label}.png`), fullPage: true });
      await context.close();
    }
  }
}

test('a new install welcomes its first account, makes it the super admin, and loads the demo', async ({
  page,
  browser,
  freshProduct,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('owner');

  await test.step('/register says the first account becomes the super admin, in en and de', async () => {
    await page.goto('/register?l=de');
    const welcomeDe = page.getByRole('region', { name: 'Willkommen bei Support as a Service' });
    await expect(welcomeDe).toContainText('wird Super-Admin dieser Installation');
    await page.goto('/register?l=en');
    const welcome = page.getByRole('region', { name: 'Welcome to Support as a Service' });
    await expect(welcome).toContainText('becomes the super admin of this installation');
    await saveScreenshot('first-run-welcome');
    await takeShots(browser, freshProduct.baseURL, {
      name: 'welcome',
      address: '/register',
      ready: /Welcome to|Willkommen bei/,
    });
  });

  await test.step('the first account registers and is the super admin', async () => {
    await page.getByText('Company', { exact: true }).click();
    await page.getByLabel('Organization Name').fill('Acme Billing');
    await fillPerson(
      page,
      { email, firstName: 'Olivia', lastName: 'Owner', password: PASSWORD },
      { firstName: 'Firstname', lastName: 'Lastname', email: 'Email', password: 'Password' },
    );
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    await startTrial(page);
    await page.goto('/articles?l=en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
    // Nobody is welcomed as the owner any more.
    const other = await browser.newContext({ baseURL: freshProduct.baseURL });
    const signedOut = await other.newPage();
    await signedOut.goto('/register?l=en');
    await expect(signedOut.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(signedOut.getByRole('region', { name: /Welcome to/ })).toHaveCount(0);
    await other.close();
  });

  await test.step('the super admin loads the demo into the organization and opens its articles', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const profile = await page.request.get('/v1/profile/user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const organizationId = ((await profile.json()) as { activeOrganizationId: string }).activeOrganizationId;
    await page.goto(`/admin/organizations/${organizationId}?l=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Billing' })).toBeVisible();
    await page.getByRole('button', { name: 'Load demo content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Load demo content?' });
    await dialog.getByRole('button', { name: 'Load demo content' }).click();
    await expect(page.getByText('Demo content loaded: 3 articles and a help center.')).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Open the articles' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    for (const title of [
      'Create an invoice in Ledgerly',
      'Send payment reminders for overdue invoices',
      'Zahlungseingänge erfassen',
    ]) {
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 60_000 });
    }
    await saveScreenshot('first-run-demo-articles');

    // A second load is refused with the server's reason.
    await page.goto(`/admin/organizations/${organizationId}?l=en`);
    await page.getByRole('button', { name: 'Load demo content' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Load demo content' }).click();
    await expect(page.getByRole('alert')).toContainText('This organization already has articles');
    await takeShots(browser, freshProduct.baseURL, {
      name: 'articles',
      address: '/articles',
      ready: /Zahlungseingänge erfassen/,
      token: token ?? '',
    });
  });
});
