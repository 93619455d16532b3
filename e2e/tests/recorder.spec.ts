import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '../support/fixtures';
// A product of its own without the AI stand-in: recordings are written by the built-in writer, as
// on a server without AI_BASE_URL (the shared product's stand-in answers no polishing prompt), and
// it can be stopped and started again for the failed upload.
import { test } from '../support/plansFlows';
import { repoRoot } from '../support/product';
import { FRAME_EMAIL, SECRET_TERM, TYPED_EMAIL } from '../support/recorderDemo';
import { badgeText, browserNow, lastStepAt, pngSize, regionSharpness } from '../support/recorderExtension';
import {
  createRecorderAccount,
  openRecorder,
  signInFromPopup,
  signInToWebApp,
} from '../support/recorderFlows';

/**
 * The recorder end to end: the extension downloaded from the product and loaded into Chromium,
 * sign-in from its popup, a task recorded on a demo site served by the test (typing into an e-mail
 * and a password field, clicks, a link, an address typed in), the upload, and the article the
 * product writes from it for a German organization that addresses its readers formally.
 */

type Box = { x: number; y: number; width: number; height: number };
type StepJson = {
  index: number;
  action: string | null;
  typedValue: string | null;
  imageRaw: string | null;
  positionX: number | null;
  positionY: number | null;
};

/** The recorder's window after a click in which an address change counts as that click's result. */
const CAUSED_BY_ACTION_MS = 2000;

const inset = (box: Box | null, by: number): Box => {
  if (!box) throw new Error('element not on screen');
  return { x: box.x + by, y: box.y + by, width: box.width - 2 * by, height: box.height - 2 * by };
};

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
  const headers = await createRecorderAccount(request, {
    email,
    organization: 'Muster GmbH',
    settings: {
      sourceLanguage: 'de',
      formality: 'FORMAL',
      addressingStyle: 'PERSONAL',
      redactionTerms: [SECRET_TERM],
    },
  });
  // The extension as the product hands it out: its default server is the product itself.
  const session = await openRecorder(request, baseURL);
  const { context, worker, popup } = session;

  try {
    // Sign in from the popup (opened as a tab); the server address is already filled in.
    await expect(popup.getByText(baseURL.replace(/^https?:\/\//, ''), { exact: true })).toBeVisible();
    await saveScreenshot('recorder-01-popup-sign-in', popup);
    await signInFromPopup(popup, email, 'Muster GmbH');
    await expect(popup.getByLabel('Blur sensitive data automatically')).toBeChecked();
    await saveScreenshot('recorder-02-popup-ready', popup);

    // Start with the demo site as the active tab.
    const demo = await context.newPage();
    await demo.goto(`${session.demoUrl}/`);
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
    // Later the person types an address: a navigation of its own, unlike the link's. An address
    // change within CAUSED_BY_ACTION_MS (apps/recorder background/steps.ts) of the click is taken
    // for the click's result, so wait until that window has closed by the browser's clock.
    const linkAt = await lastStepAt(worker);
    await expect
      .poll(() => browserNow(worker), { intervals: [100] })
      .toBeGreaterThanOrEqual(linkAt + CAUSED_BY_ACTION_MS);
    await demo.goto(`${session.demoUrl}/help`);
    await expect.poll(() => badgeText(worker)).toBe('5');
    // The help page's chat comes from another origin, in a frame: its click is placed on the page,
    // and the e-mail address it shows is blurred like the page's own.
    const chat = demo.frameLocator('iframe[title="Chat"]');
    const contact = chat.getByRole('button', { name: 'Contact support' });
    await expect(chat.getByText(FRAME_EMAIL)).toBeVisible();
    const helpReference = await demo.screenshot();
    const contactBox = (await contact.boundingBox())!;
    const frameEmailBox = inset(await chat.locator('#frame-email').boundingBox(), 1);
    await contact.click({ delay: 150 });
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
    await expect(app.getByText('Geben Sie die nötigen Angaben in das Feld').first()).toBeVisible();
    await expect(app.getByText(TYPED_EMAIL)).toHaveCount(0);
    await expect(app.getByRole('img', { name: 'Step 1' }).first()).toBeVisible();
    await saveScreenshot('recorder-05-article', app);

    const article = await (await request.get(`/v1/help-articles/${articleId}`, { headers })).json();
    const version = article.activeArticleVersion;
    expect(version.finishedAt).toBeTruthy();
    expect(version.failureReason).toBeNull();
    const content: string = article.content;
    // The typed address is blurred in the screenshot and, as the organization's default says, left
    // out of the text too.
    expect(content).toContain('Geben Sie die nötigen Angaben in das Feld **E-mail** ein.');
    expect(content).not.toContain(TYPED_EMAIL);
    expect(content).toContain('Geben Sie Ihr Passwort in das Feld **Password** ein.');
    expect(content).toContain('Klicken Sie auf **Save settings**.');
    expect(content).toMatch(/Klicken Sie auf den Link \*\*Show my orders\*\*\./);
    expect(content).toMatch(/Öffnen Sie .*help/);
    expect(content).toMatch(/!\[Step 6\]\(step6\.png\)/);
    expect(content).not.toMatch(/\b(du|dein|klicke)\b/i);
    expect(content).not.toContain('S3cret');

    expect(content).toContain('Klicken Sie auf **Contact support**.');
    const steps = (version.steps as StepJson[]).sort((a, b) => a.index - b.index);
    // The click in the frame, at the button's centre on the page (image pixels = CSS pixels here).
    expect(steps[5]?.positionX).toBeCloseTo(contactBox.x + contactBox.width / 2, -1);
    expect(steps[5]?.positionY).toBeCloseTo(contactBox.y + contactBox.height / 2, -1);
    expect(steps.map((step) => step.action)).toEqual(['TYPE', 'TYPE', 'CLICK', 'CLICK', 'NAVIGATE', 'CLICK']);
    expect(steps[0]?.typedValue).toBeNull();
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

    // The frame's e-mail address in the stored screenshot of the click in the frame.
    const frameRaw = await (await request.get(steps[5]!.imageRaw!)).body();
    writeFileSync(path.join(repoRoot, 'e2e/screenshots/recorder-07-stored-frame-step.png'), frameRaw);
    const frameOnScreen = await regionSharpness(app, helpReference, frameEmailBox);
    const frameStored = await regionSharpness(app, frameRaw, frameEmailBox);
    console.log('[recorder] frame e-mail sharpness, on screen vs stored:', frameOnScreen, frameStored);
    expect(frameOnScreen).toBeGreaterThan(1);
    expect(frameStored).toBeLessThan(frameOnScreen * 0.2);
    expect(session.outbound(), 'requests that left this machine').toEqual([]);
  } finally {
    await session.close();
  }
});

test('paused actions are not recorded, a failed upload is kept and uploaded by Retry, Discard asks first', async ({
  request,
  baseURL,
  uniqueEmail,
  ownProduct,
  saveScreenshot,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL');
  const email = uniqueEmail('recorder');
  const headers = await createRecorderAccount(request, {
    email,
    organization: 'Retry Ltd',
    settings: { sourceLanguage: 'en', addressingStyle: 'PERSONAL' },
  });
  const session = await openRecorder(request, baseURL);
  const { context, worker, popup } = session;
  try {
    await signInFromPopup(popup, email, 'Retry Ltd');
    const demo = await context.newPage();
    await demo.goto(`${session.demoUrl}/`);
    await demo.bringToFront();
    await popup.getByRole('button', { name: 'Start recording' }).click();
    await demo.bringToFront();
    await demo.getByRole('button', { name: 'Save settings' }).click({ delay: 150 });
    await expect.poll(() => badgeText(worker)).toBe('1');

    // Paused: the click is not a step.
    await popup.getByRole('button', { name: 'Pause' }).click();
    await expect(popup.getByText('Paused', { exact: true })).toBeVisible();
    await expect.poll(() => badgeText(worker)).toBe('II');
    await demo.getByRole('button', { name: 'Save settings' }).click({ delay: 150 });
    await popup.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => badgeText(worker)).toBe('1');
    await demo.getByRole('link', { name: 'Show my orders' }).click({ delay: 150 });
    await expect(demo).toHaveURL(/\/orders$/);
    await expect.poll(() => badgeText(worker)).toBe('2');

    // The server is down when the recording stops: the upload is kept with its reason and Retry.
    await ownProduct.stop();
    await popup.getByRole('button', { name: 'Stop and upload' }).click();
    await expect(
      popup.getByText(/^Upload failed: Could not reach http:\/\/localhost:\d+\. Trying again at/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => badgeText(worker)).toBe('!');
    await saveScreenshot('recorder-08-popup-upload-failed', popup);
    await ownProduct.start();
    await popup.getByRole('button', { name: 'Retry' }).click();
    await expect(popup.getByText('Article created from 2 steps')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => badgeText(worker)).toBe('');
    const href = (await popup.getByRole('link', { name: /Open article/ }).getAttribute('href')) ?? '';
    const article = await (
      await request.get(`/v1/help-articles/${href.split('/').pop()}`, { headers })
    ).json();
    expect(article.articleType).toBe('STEP_RECORDING');
    const app = await context.newPage();
    await signInToWebApp(app, baseURL, email);
    await app.goto(href);
    await expect(app.getByText('Click Save settings.', { exact: false }).first()).toBeVisible({
      timeout: 90_000,
    });

    // Discard asks first; keeping the recording keeps its steps.
    await popup.bringToFront();
    await popup.getByRole('button', { name: 'Start recording' }).click();
    await expect(popup.getByText('Recording', { exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Discard' }).click();
    const confirm = popup.getByRole('alertdialog', { name: /Discard this recording/ });
    await expect(confirm).toBeVisible();
    await saveScreenshot('recorder-09-popup-discard', popup);
    await confirm.getByRole('button', { name: 'Keep recording' }).click();
    await expect(popup.getByText('Recording', { exact: true })).toBeVisible();
    await popup.getByRole('button', { name: 'Discard' }).click();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(popup.getByRole('button', { name: 'Start recording' })).toBeVisible();
    await expect.poll(() => badgeText(worker)).toBe('');
    expect(session.outbound(), 'requests that left this machine').toEqual([]);
  } finally {
    await session.close();
  }
});
