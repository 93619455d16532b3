import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startAiStandIn } from '@support/shared/testing/aiStandIn';
import { expectNoSeriousA11yViolations, expectReadableDisabledButtons } from '../support/accessibility';
import { test as base, expect } from '../support/fixtures';
import { PASSWORD } from '../support/flows';
import { expectNoSidewaysScroll, PHONE } from '../support/phoneLayout';
import { startProduct } from '../support/product';
import { uploadRecording } from '../support/stepRecording';

/**
 * The super-admin area. A generation job has to fail for real, so this spec runs a product of its
 * own whose AI (the loopback stand-in) answers every call with a 500 until the test lets it
 * answer: the article's polishing pass fails each attempt and the job fails for good. On a fresh
 * install the first account registered becomes the super admin (FIRST_ACCOUNT_SUPER_ADMIN).
 */
type AdminProduct = {
  baseURL: string;
  /** The AI answers again (a retried job can then succeed). */
  healAi: () => void;
};

const test = base.extend<object, { adminProduct: AdminProduct }>({
  adminProduct: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const smtpUrl = process.env.E2E_SMTP_URL;
      if (!smtpUrl) throw new Error('E2E_SMTP_URL is not set: run the tests through playwright.config.ts');
      const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-e2e-admin-'));
      const logFile = path.join(workDir, 'server.log');
      const ai = await startAiStandIn({ kind: 'fail', status: 500 }, { apiKey: 'e2e-admin-key' });
      const product = await startProduct({
        dataDir: path.join(workDir, 'data'),
        smtpUrl,
        logFile,
        ai: { AI_BASE_URL: ai.url, AI_API_KEY: 'e2e-admin-key', AI_MODEL: 'e2e-admin-model' },
      });
      const sharedLog = process.env.E2E_SERVER_LOG;
      process.env.E2E_SERVER_LOG = logFile;
      try {
        await use({
          baseURL: product.baseURL,
          healAi: () => ai.setMode({ kind: 'reply', answer: () => 'Answer of the e2e AI stand-in.' }),
        });
      } finally {
        process.env.E2E_SERVER_LOG = sharedLog;
        await product.stop();
        await ai.close();
        if (!process.env.E2E_KEEP) rmSync(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ adminProduct }, use) => {
    await use(adminProduct.baseURL);
  },
});

async function register(page: Page, body: Record<string, string>): Promise<string> {
  const response = await page.request.post('/v1/auth/register', {
    headers: { 'accept-language': 'en' },
    data: { password: PASSWORD, ...body },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { token: string }).token;
}

/** The trial every new organization starts with (its members are blocked without a subscription). */
async function startTrial(page: Page, token: string) {
  const trial = await page.request.post('/v1/plan/subscribe', {
    headers: { Authorization: `Bearer ${token}` },
    data: { planId: 'extended-trial' },
  });
  expect(trial.ok() || trial.status() === 409, await trial.text()).toBe(true);
}

async function signIn(page: Page, email: string) {
  await page.goto('/login?l=en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a super admin finds an organization, changes its plan, retries a failed job and sees both in the audit log', async ({
  page,
  browser,
  adminProduct,
  uniqueEmail,
  saveScreenshot,
}) => {
  // A generation that fails three times (with its backoff) on a busy two-core machine.
  test.setTimeout(240_000);
  const superAdminEmail = uniqueEmail('super-admin');
  const ownerEmail = uniqueEmail('globex-owner');
  const organization = `Globex ${Date.now().toString(36)}`;
  let articleId = '';

  await test.step('the install gets its super admin, and a company whose generation fails', async () => {
    const superAdminToken = await register(page, {
      email: superAdminEmail,
      firstName: 'Susan',
      lastName: 'Admin',
      organizationType: 'PERSONAL',
    });
    await startTrial(page, superAdminToken);
    const token = await register(page, {
      email: ownerEmail,
      firstName: 'Hank',
      lastName: 'Scorpio',
      organizationType: 'COMPANY',
      organizationName: organization,
    });
    // The company's trial, then a recording: its generation job fails on the AI's 500s.
    await page.goto('/login?l=en');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await startTrial(page, token);
    articleId = await uploadRecording(page, browser);
    await page.evaluate(() => localStorage.removeItem('token'));
  });

  await test.step('the super admin finds the organization and gives it the Pro plan', async () => {
    await signIn(page, superAdminEmail);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Organizations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search organizations' }).fill(organization);
    const table = page.getByRole('table', { name: 'Organizations' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Trial');
    await saveScreenshot('admin-organizations');
    await table.getByRole('link', { name: new RegExp(organization) }).click();

    await expect(page.getByRole('heading', { level: 1, name: organization })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Members' })).toContainText(ownerEmail);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Pro' });
    await page.getByRole('button', { name: 'Set plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the plan?' });
    await expect(dialog).toContainText(`${organization} gets the plan Pro, starting now.`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Plan set.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit entries' })).toContainText('Plan set');
    await expect(page.locator('dd', { hasText: /^Pro$/ })).toBeVisible();
    await saveScreenshot('admin-organization');
  });

  await test.step('the failed generation is listed with its error, and retried', async () => {
    adminProduct.healAi();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
    const table = page.getByRole('table', { name: 'Jobs' });
    const row = table.getByRole('row').filter({ hasText: organization });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Article generation');
    await expect(row).toContainText(/AI polishing pass failed/i);
    await saveScreenshot('admin-jobs');
    await row.getByRole('button', { name: 'Retry Article generation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retry the job?' });
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('The job is queued again.')).toBeVisible();
    // It leaves the failed list: queued, then run again by the worker.
    await expect(row).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    const generation = table
      .getByRole('row')
      .filter({ hasText: organization })
      .filter({ hasText: 'Article generation' });
    await expect(generation).toContainText('Done', { timeout: 30_000 });
  });

  await test.step('the audit log names both actions and who did them', async () => {
    // At 1280×800 every operator's item is in sight without scrolling the sidebar (issue 51 item 8).
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const auditLink = nav.getByRole('link', { name: 'Audit log' });
    const [navBox, linkBox] = [await nav.boundingBox(), await auditLink.boundingBox()];
    expect(await nav.evaluate((element) => element.scrollTop)).toBe(0);
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(navBox!.y + navBox!.height);
    await auditLink.click();
    const table = page.getByRole('table', { name: 'Audit log' });
    const retried = table.getByRole('row').filter({ hasText: 'Job retried' });
    const planSet = table.getByRole('row').filter({ hasText: 'Plan set' });
    await expect(retried).toHaveCount(1);
    await expect(retried).toContainText(superAdminEmail);
    await expect(planSet).toHaveCount(1);
    await expect(planSet).toContainText(superAdminEmail);
    await expect(planSet).toContainText(organization);
    await expect(planSet).toContainText(/pro/i);
    await expectNoSeriousA11yViolations(page, 'admin audit log');
    await saveScreenshot('admin-audit');
  });

  await test.step('every screen of the admin area passes axe, in English and German', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const listed = await page.request.get('/v1/admin/organizations', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const organizationId = ((await listed.json()) as { items: Array<{ id: string }> }).items[0]!.id;
    for (const language of ['en', 'de'] as const) {
      for (const address of [
        '/admin/organizations',
        `/admin/organizations/${organizationId}`,
        '/admin/users',
        '/admin/jobs',
        '/admin/system',
        '/admin/audit',
        `/articles/${articleId}/admin`,
      ]) {
        await page.goto(`${address}?l=${language}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1, h2').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${address} (${language})`);
        await expectReadableDisabledButtons(page, `${address} (${language})`);
      }
    }
    // The language chosen with ?l= is kept: back to English for the steps below.
    await page.goto('/admin/audit?l=en');
    await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  });

  await test.step('at phone width the tables become cards, without sideways scrolling', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/admin/organizations');
    await expectNoSidewaysScroll(
      page,
      'admin organizations',
      page.getByRole('table', { name: 'Organizations' }),
    );
    await page.goto('/admin/jobs');
    await expectNoSidewaysScroll(page, 'admin jobs', page.getByRole('table', { name: 'Jobs' }));
  });

  const shots = process.env.E2E_ADMIN_SHOTS;
  if (shots) await takeShots(browser, adminProduct.baseURL, page, shots, articleId);

  await test.step('the company owner, a regular user, gets the not-found page there', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.removeItem('token'));
    await signIn(page, ownerEmail);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Organizations' })).toHaveCount(0);
    await page.goto('/admin/organizations');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Organizations' })).toHaveCount(0);
  });
});

/**
 * With E2E_ADMIN_SHOTS=<folder>: every admin page in English and German, at desktop and phone
 * width, to look at (not part of the run's assertions).
 */
async function takeShots(
  browser: Browser,
  baseURL: string,
  signedIn: Page,
  folder: string,
  articleId: string,
) {
  mkdirSync(folder, { recursive: true });
  const token = await signedIn.evaluate(() => localStorage.getItem('token'));
  const first = await signedIn.request.get('/v1/admin/organizations', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const organizationId = ((await first.json()) as { items: Array<{ id: string }> }).items[0]?.id ?? '';
  const pages: Array<[string, string]> = [
    ['organizations', '/admin/organizations'],
    ['organization', `/admin/organizations/${organizationId}`],
    ['users', '/admin/users'],
    ['jobs', '/admin/jobs'],
    ['system', '/admin/system'],
    ['audit', '/admin/audit'],
    ['article', `/articles/${articleId}/admin`],
  ];
  for (const language of ['en', 'de']) {
    for (const [width, height, label] of [
      [1280, 800, 'desktop'],
      [PHONE.width, PHONE.height, 'phone'],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`/login?l=${language}`);
      await page.evaluate((value) => localStorage.setItem('token', value ?? ''), token);
      for (const [name, address] of pages) {
        await page.goto(`${address}?l=${language}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: path.join(folder, `${name}-${language}-${label}.png`),
          fullPage: true,
        });
      }
      await context.close();
    }
  }
}
