import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { PASSWORD } from '../support/flows';
// A product of its own without the AI stand-in: recordings are written by the built-in writer, as
// on a server without AI_BASE_URL (the shared product's stand-in answers no polishing prompt).
import { test } from '../support/plansFlows';
import { repoRoot } from '../support/product';
import { SECRET_TERM, startDemoSite, TYPED_EMAIL } from '../support/recorderDemo';
import {
  badgeText,
  launchWithExtension,
  pngSize,
  regionSharpness,
  unpack,
  unzip,
} from '../support/recorderExtension';

/**
 * The recorder end to end: the extension downloaded from the product and loaded into Chromium,
 * sign-in from its popup, a task recorded on a demo site served by the test (typing into an e-mail
 * and a password field, clicks, a link, an address typed in), the upload, and the article the
 * product writes from it for a German organization that addresses its readers formally.
 */

type Box = { x: number; y: number; width: number; height: number };
type StepJson = { index: number; action: string | null; typedValue: string | null; imageRaw: string | null };

const inset = (box: Box | null, by: number): Box => {
  if (!box) throw new Error('element not on screen');
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
};

async function signInToWebApp(page: Page, baseURL: string, email: string) {
  await page.goto(`${baseURL}/login?l=en`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a task recorded with the extension becomes a formal German article with blurred screenshots', async ({
  request,
  baseURL,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL');

  // A company on its trial, writing in German, formal, with a term that must never be shown.
  const email = uniqueEmail('recorder');
  const registered = await request.post('/v1/auth/register', {
    data: {
      email,
      password: PASSWORD,
      firstName: 'Rita',
      lastName: 'Recorder',
      organizationType: 'COMPANY',
      organizationName: 'Muster GmbH',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const trial = await request.post('/v1/plan/subscribe', { headers, data: { planId: 'extended-trial' } });
  expect(trial.ok() || trial.status() === 409, await trial.text()).toBe(true);
  const settings = await request.put('/v1/organization/settings', {
    headers,
    data: {
      sourceLanguage: 'de',
      formality: 'FORMAL',
      addressingStyle: 'PERSONAL',
      redactionTerms: [SECRET_TERM],
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);

  // The extension as the product hands it out: its default server is the product itself.
  const download = await request.get('/downloads/support-recorder.zip');
  expect(download.status()).toBe(200);
  const files = unzip(await download.body());
  expect(JSON.parse(files.get('config.json')!.toString())).toEqual({ defaultServer: baseURL });
  const extensionDir = unpack(files);
  const site = await startDemoSite();
  const browser = await launchWithExtension(extensionDir);
  const { context, worker, popupUrl } = browser;

  try {
    // Sign in from the popup (opened as a tab); the server address is already filled in.
    const popup = await context.newPage();
    await popup.goto(popupUrl);
    await expect(popup.getByRole('heading', { name: 'Sign in to record' })).toBeVisible();
    await expect(popup.getByText(baseURL.replace(/^https?:\/\//, ''), { exact: true })).toBeVisible();
    await popup.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await saveScreenshot('recorder-01-popup-sign-in', popup);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup.getByText('Muster GmbH')).toBeVisible();
    await expect(popup.getByLabel('Blur sensitive data automatically')).toBeChecked();
    await saveScreenshot('recorder-02-popup-ready', popup);

    // Start with the demo site as the active tab.
    const demo = await context.newPage();
    await demo.goto(`${site.url}/`);
    await demo.bringToFront();
    await popup.getByRole('button', { name: 'Start recording' }).click();
    await expect(popup.getByText('Recording', { exact: true })).toBeVisible();
    await expect.poll(() => badgeText(worker)).toBe('REC');
    await demo.bringToFront();

    // The task, at a person's pace (a press lasts a moment, so the screenshot comes before the click acts).
    await demo.getByLabel('E-mail').click({ delay: 120 });
    await demo.getByLabel('E-mail').pressSequentially(TYPED_EMAIL, { delay: 5 });
    await demo.getByLabel('Password').click({ delay: 120 });
    await demo.getByLabel('Password').pressSequentially('S3cret-Passw0rd!', { delay: 5 });
    // What the person sees right now, unblurred: the reference for the stored screenshots.
    const reference = await demo.screenshot();
    const passwordBox = inset(await demo.getByLabel('Password').boundingBox(), 5);
    const shownEmailBox = inset(await demo.locator('#shown-email').boundingBox(), 1);
    const termBox = inset(await demo.locator('#term').boundingBox(), 1);
    const headingBox = inset(await demo.getByRole('heading', { name: 'Account settings' }).boundingBox(), 1);
    await demo.getByRole('button', { name: 'Save settings' }).click({ delay: 150 });
    await expect(demo.getByText('Saved.')).toBeVisible();
    await demo.getByRole('link', { name: 'Show my orders' }).click({ delay: 150 });
    await expect(demo).toHaveURL(/\/orders$/);
    await expect.poll(() => badgeText(worker)).toBe('4');
    // Later the person types an address: a navigation of its own, unlike the link's.
    await demo.waitForTimeout(2500);
    await demo.goto(`${site.url}/help`);
    await expect.poll(() => badgeText(worker)).toBe('5');
    await demo.getByRole('button', { name: 'Contact support' }).click({ delay: 150 });
    await expect.poll(() => badgeText(worker)).toBe('6');

    await popup.bringToFront();
    await expect(popup.locator('#step-count')).toHaveText('6');
    await saveScreenshot('recorder-03-popup-recording', popup);
    await popup.getByRole('button', { name: 'Stop and upload' }).click();
    const openArticle = popup.getByRole('link', { name: /Open article/ });
    await expect(openArticle).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByText('Article created from 6 steps')).toBeVisible();
    await saveScreenshot('recorder-04-popup-uploaded', popup);
    expect(await badgeText(worker)).toBe('');
    const href = (await openArticle.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${baseURL}/articles/[0-9a-f-]{36}$`));
    const articleId = href.split('/').pop();

    // The article in the web app: it finishes and reads formally, one step per action.
    const app = await context.newPage();
    await signInToWebApp(app, baseURL, email);
    await app.goto(href);
    await expect(app.getByText('Klicken Sie auf').first()).toBeVisible({ timeout: 90_000 });
    await expect(app.getByText(TYPED_EMAIL).first()).toBeVisible();
    await expect(app.getByRole('img', { name: 'Step 1' }).first()).toBeVisible();
    await saveScreenshot('recorder-05-article', app);

    const article = await (await request.get(`/v1/help-articles/${articleId}`, { headers })).json();
    const version = article.activeArticleVersion;
    expect(version.finishedAt).toBeTruthy();
    expect(version.failureReason).toBeNull();
    const content: string = article.content;
    expect(content).toMatch(/Geben Sie .*jonas\.weber@example\.org.* in das Feld \*\*E-mail\*\* ein\./);
    expect(content).toContain('Geben Sie Ihr Passwort in das Feld **Password** ein.');
    expect(content).toContain('Klicken Sie auf **Save settings**.');
    expect(content).toMatch(/Klicken Sie auf den Link \*\*Show my orders\*\*\./);
    expect(content).toMatch(/Öffnen Sie .*help/);
    expect(content).toMatch(/!\[Step 6\]\(step6\.png\)/);
    expect(content).not.toMatch(/\b(du|dein|klicke)\b/i);
    expect(content).not.toContain('S3cret');

    const steps = (version.steps as StepJson[]).sort((a, b) => a.index - b.index);
    expect(steps.map((step) => step.action)).toEqual(['TYPE', 'TYPE', 'CLICK', 'CLICK', 'NAVIGATE', 'CLICK']);
    expect(steps[0]?.typedValue).toBe(TYPED_EMAIL);
    expect(steps[1]?.typedValue).toBeNull();

    // The stored raw screenshot of the password step: the password field, the e-mail address shown
    // on the page and the do-not-show term are blurred; the heading is as sharp as on screen.
    const rawUrl = steps[1]?.imageRaw;
    expect(rawUrl).toBeTruthy();
    const raw = await (await request.get(rawUrl!)).body();
    expect(pngSize(raw)).toEqual({ width: 1280, height: 800 });
    mkdirSync(path.join(repoRoot, 'e2e/screenshots'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'e2e/screenshots/recorder-06-stored-password-step.png'), raw);
    const sharpness: Record<string, [number, number]> = {};
    for (const [name, box] of Object.entries({
      password: passwordBox,
      shownEmail: shownEmailBox,
      term: termBox,
      heading: headingBox,
    })) {
      sharpness[name] = [await regionSharpness(app, reference, box), await regionSharpness(app, raw, box)];
    }
    console.log('[recorder] sharpness, on screen vs stored:', JSON.stringify(sharpness));
    for (const name of ['password', 'shownEmail', 'term']) {
      const [onScreen, stored] = sharpness[name]!;
      expect(onScreen, `${name} is sharp on screen`).toBeGreaterThan(1);
      expect(stored, `${name} is blurred in the stored image`).toBeLessThan(onScreen * 0.2);
    }
    const [headingOnScreen, headingStored] = sharpness.heading!;
    expect(Math.abs(headingStored - headingOnScreen)).toBeLessThan(headingOnScreen * 0.1);
  } finally {
    await context.close();
    await site.close();
    rmSync(extensionDir, { recursive: true, force: true });
  }
});
