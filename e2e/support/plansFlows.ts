import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test as base, linkFrom } from './fixtures';
import { PASSWORD, registerCompany } from './flows';
import { repoRoot, startProduct } from './product';

/**
 * The plans journey needs the operator command (`npm run admin -- end-trial …`). On the embedded
 * database the server holds the data directory and admin.js refuses to open it beside a running
 * server (it would corrupt it), so the operator does what the README tells one to do: stop the
 * server, run the command, start it again. That cannot be done to the product every spec shares,
 * so this spec runs a product of its own: same build, same mail server, own data directory, and
 * restarted on the same port so the browser's session carries on.
 */
export type OwnProduct = {
  baseURL: string;
  dataDir: string;
  logFile: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

async function startOwnProduct(
  env: Record<string, string> = {},
): Promise<OwnProduct & { cleanUp: () => Promise<void> }> {
  const smtpUrl = process.env.E2E_SMTP_URL;
  if (!smtpUrl) throw new Error('E2E_SMTP_URL is not set: run the tests through playwright.config.ts');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-e2e-plans-'));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  // Its users stay regular, as on the shared product (whose first account globalSetup registers):
  // the journeys here are a customer's, and a super admin sees other badges and menus.
  env = { FIRST_ACCOUNT_SUPER_ADMIN: 'false', ...env };
  let running: Awaited<ReturnType<typeof startProduct>> | null = await startProduct({
    dataDir,
    smtpUrl,
    logFile,
    env,
  });
  const port = running.port;
  const product = {
    baseURL: running.baseURL,
    dataDir,
    logFile,
    stop: async () => {
      await running?.stop();
      running = null;
    },
    start: async () => {
      if (running) return;
      running = await startProduct({ dataDir, smtpUrl, logFile, port, env });
    },
    cleanUp: async () => {
      await product.stop();
      if (!process.env.E2E_KEEP) rmSync(workDir, { recursive: true, force: true });
    },
  };
  return product;
}

/** The shared fixtures, with `baseURL` pointing at this spec's own product. */
export const test = base.extend<object, { ownProduct: OwnProduct; ownProductEnv: Record<string, string> }>({
  /** Settings of the spec's own product (a spec overrides it, e.g. with a stand-in's address). */
  ownProductEnv: [{}, { option: true, scope: 'worker' }],
  ownProduct: [
    async ({ ownProductEnv }, use) => {
      const product = await startOwnProduct(ownProductEnv);
      // The diagnostics fixture attaches the log of the server the failing test talked to.
      const sharedLog = process.env.E2E_SERVER_LOG;
      process.env.E2E_SERVER_LOG = product.logFile;
      try {
        await use(product);
      } finally {
        process.env.E2E_SERVER_LOG = sharedLog;
        await product.cleanUp();
      }
    },
    // Two server starts of a fresh embedded database on a busy two-core machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ ownProduct }, use) => {
    await use(ownProduct.baseURL);
  },
});

export type OperatorRun = { code: number | null; output: string };

/** `npm run admin -- <args>` as an operator types it, with the product's DATA_DIR. */
export function runOperator(product: OwnProduct, args: string[]): Promise<OperatorRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: product.dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/admin.js'), ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/** The onboarding of a freshly registered company, from step 1 to the trial step (4 of 4). */
export async function onboardToTrialStep(page: Page, person: Parameters<typeof registerCompany>[1]) {
  await registerCompany(page, person);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/organization$/);
  // Registration created the company: step 2 greets it as new (not 'Welcome back') and confirms it.
  await expect(page.getByRole('heading', { level: 1, name: 'Your organization is ready' })).toBeVisible();
  await expect(page.getByText(person.organization, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How should your articles read?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/trial-activation$/);
  await expect(page.getByRole('progressbar', { name: 'Step 4 of 4' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Start your 30-day free trial' })).toBeVisible();
}

/**
 * The action cell of one plan's column in a plan table (the header row names the plans; the last
 * row holds the actions, one cell per plan after the row's label).
 */
export async function planAction(table: Locator, planName: string): Promise<Locator> {
  const headers = (await table.getByRole('row').first().getByRole('columnheader').allInnerTexts()).slice(1);
  const index = headers.findIndex((text) => text.split('\n')[0]?.trim() === planName);
  expect(index, `a column for ${planName} among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return table.getByRole('row').last().getByRole('cell').nth(index);
}

type MailReader = (email: string, options?: { after?: Date }) => Promise<{ text: string; html: string }>;

/** Settings → Team → Add Member as a Member; answers the invitation link from the mail. */
export async function inviteMember(page: Page, email: string, latestMailTo: MailReader) {
  await page.getByRole('link', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByRole('radio', { name: /^Member/ })).toBeChecked();
  const sentAt = new Date();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  return linkFrom(await latestMailTo(email, { after: sentAt }), '/invitation');
}

/** The invited person opens the link, registers with the locked address and lands in the app. */
export async function registerFromInvitation(
  page: Page,
  link: string,
  person: { email: string; firstName: string; lastName: string },
) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: "You're invited" })).toBeVisible();
  await page.getByRole('link', { name: /^Register/ }).click();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await page.getByLabel('Firstname').fill(person.firstName);
  await page.getByLabel('Lastname').fill(person.lastName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/articles$/);
}
