import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { OcrEngine } from '@support/ocr-redaction';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  type Display,
  downloadRecorder,
  drawnCentre,
  type RecorderProcess,
  SCREEN,
  startFormSite,
  startFormWindow,
  startRecorder,
  startXvfb,
  waitForWindow,
  xdo,
} from '../support/desktopRecorder';
import { expect } from '../support/fixtures';
// A product of its own without the AI stand-in: the built-in writer writes the steps' text.
import { test } from '../support/plansFlows';
import { repoRoot } from '../support/product';
import { pngSize } from '../support/recorderExtension';
import { createRecorderAccount, signInToWebApp } from '../support/recorderFlows';

/**
 * Issue 24 end to end on Linux: the desktop recorder downloaded from the product and started with
 * its own Node, connected by its code on the product's page, a task done in a real X11 window
 * (clicks, a drag, typing, Enter by xdotool), reviewed, uploaded, and the article the product
 * writes from it; then the recorder killed mid-upload and started again: one article, not two.
 */

type StepJson = {
  index: number;
  action: string | null;
  typedValue: string | null;
  imageRaw: string | null;
  imageProcessed: string | null;
  positionX: number | null;
  positionY: number | null;
  endPositionX: number | null;
  endPositionY: number | null;
  pageTitle: string | null;
  zoomLevel: number;
};

const SAVE_BUTTON = { x: 320, y: 190 };
const CARD = { x: 660, y: 190 };
const CARD_DROP = { x: 760, y: 320 };
const NOTE_FIELD = { x: 400, y: 424 };
const EMPTY_SPOT = { x: 1000, y: 650 };
const TYPED = 'Deliver to gate 7';

const shots = path.join(repoRoot, 'e2e/screenshots');

async function stepCount(recorder: RecorderProcess): Promise<number> {
  return (await recorder.state()).recording?.stepCount ?? 0;
}

async function screenOf(recorder: RecorderProcess): Promise<string> {
  return (await recorder.state()).screen;
}

/** A press held for a moment, as a person's: the screenshot is taken at the press. */
function click(display: Display, point: { x: number; y: number }) {
  xdo(display, 'mousemove', String(point.x), String(point.y), 'sleep', '0.2', 'click', '1');
}

async function articleIds(page: Page, baseURL: string, token: string): Promise<string[]> {
  const response = await page.request.get(`${baseURL}/v1/help-articles?limit=100`, {
    headers: { authorization: token },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = await response.json();
  return (body.items ?? body.articles ?? body).map((article: { id: string }) => article.id);
}

test('a task done in a desktop application becomes an article through the desktop recorder', async ({
  page,
  request,
  baseURL,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('no baseURL');
  mkdirSync(shots, { recursive: true });
  const email = uniqueEmail('desktop');
  const headers = await createRecorderAccount(request, {
    email,
    organization: 'Desk Ltd',
    settings: { sourceLanguage: 'en', addressingStyle: 'PERSONAL', redactionTerms: ['Projekt Falke'] },
  });
  const work = mkdtempSync(path.join(os.tmpdir(), 'desktop-recorder-e2e-'));
  const dataDir = path.join(work, 'data');
  const display = await startXvfb();
  const site = await startFormSite();
  const cleanups: (() => Promise<void>)[] = [display.close, site.close];
  try {
    const launcher = await downloadRecorder(request, path.join(work, 'app'));
    const form = await startFormWindow(display, site.url);
    cleanups.unshift(form.close);
    await waitForWindow(display, 'Order form');
    // No window manager gives the window the keyboard: the person's click would, on a desktop.
    xdo(display, 'search', '--onlyvisible', '--name', 'Order form', 'windowfocus', '--sync');

    let recorder = await startRecorder(launcher, { dataDir, display });
    cleanups.unshift(() => recorder.stop());
    // The zip's server.json names the product that served it.
    expect((await recorder.state()).serverUrl).toBe(baseURL);

    // Connect: the recorder shows a code; the signed-in person confirms it on the product's page.
    const control = await page.context().newPage();
    await control.goto(`${recorder.controlUrl}&l=en`);
    await control.getByRole('button', { name: 'Get a code' }).click();
    await expect
      .poll(async () => (await recorder.state()).connect?.code ?? '')
      .toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const connect = (await recorder.state()).connect as { code: string; verificationUrl: string };
    await expect(control.getByText(connect.code, { exact: true })).toBeVisible();
    // The address to open is shown too, whether or not a browser page could be opened.
    await expect(control.getByRole('link', { name: /\/connect-desktop\?code=/ })).toBeVisible();
    await saveScreenshot('desktop-recorder-01-code', control);
    expect(connect.verificationUrl).toBe(`${baseURL}/connect-desktop?code=${connect.code}`);
    await signInToWebApp(page, baseURL, email);
    await page.goto(`${connect.verificationUrl}&l=de`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'connect desktop recorder (de)');
    await page.goto(`${connect.verificationUrl}&l=en`);
    await expect(page.getByRole('heading', { name: 'Connect desktop recorder' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'connect desktop recorder (en)');
    await saveScreenshot('desktop-recorder-02-confirm', page);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText('Connected. You can return to the desktop recorder.')).toBeVisible();
    await expect(control.getByText('Ready to record')).toBeVisible({ timeout: 30_000 });
    await expect(control.getByText('Connected to Desk Ltd')).toBeVisible();
    // The X server's layout (setxkbmap) is detected; kept text would be read with it.
    const layout = control.getByLabel('Keyboard layout (for kept text)');
    await expect(layout).toHaveValue('us');
    await expect(layout.locator('option:checked')).toHaveText('English (US) (detected)');
    await saveScreenshot('desktop-recorder-02b-ready', control);

    // Record: Start, the countdown, then the task in the form window.
    await control.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => screenOf(recorder), { timeout: 10_000 }).toBe('recording');
    click(display, SAVE_BUTTON);
    await expect.poll(() => stepCount(recorder)).toBe(1);
    xdo(
      display,
      ...['mousemove', String(CARD.x), String(CARD.y), 'sleep', '0.2', 'mousedown', '1', 'sleep', '0.2'],
      ...['mousemove', '700', '250', 'sleep', '0.1', 'mousemove', String(CARD_DROP.x), String(CARD_DROP.y)],
      ...['sleep', '0.2', 'mouseup', '1'],
    );
    await expect.poll(() => stepCount(recorder)).toBe(2);
    click(display, NOTE_FIELD);
    xdo(display, 'type', '--delay', '40', TYPED);
    xdo(display, 'key', 'Return');
    await expect
      .poll(() => site.events.values, { message: JSON.stringify(site.events.clicks) })
      .toEqual([TYPED]);
    expect(site.events.clicks.map((event) => event.target)).toEqual(['save', 'card', 'note']);
    // A stray click, deleted in the review.
    click(display, EMPTY_SPOT);
    await expect(control.getByText(/\d+ steps/)).toBeVisible();
    await saveScreenshot('desktop-recorder-03-recording', control);
    await control.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(control.getByRole('heading', { name: 'Review the steps' })).toBeVisible();
    // The screenshots were read on this computer: what was blurred is listed, each image a link.
    await expect(control.getByText(/^\d+ places? blurred in \d+ steps?$/)).toBeVisible({ timeout: 60_000 });
    await expect(control.getByRole('link', { name: 'View step 1', exact: true }).first()).toBeVisible();

    const recorded = (await recorder.state()).recording!;
    const actions: string[] = recorded.steps.map((step) => step.action);
    console.log('[desktop-recorder] recorded:', JSON.stringify(recorded.steps));
    expect(actions.at(-1)).toBe('CLICK');
    const kept = actions.slice(0, -1);
    expect(kept.slice(0, 2)).toEqual(['CLICK', 'DRAG']);
    expect(kept).toContain('TYPE');
    expect(kept.at(-1)).toBe('KEY');
    const typeStep = recorded.steps.find((step) => step.action === 'TYPE')!;
    expect(typeStep.valueWithheld).toBe(true);
    expect(typeStep.value).toBeNull();
    expect(recorded.steps[0]!.pageTitle).toContain('Order form');
    await saveScreenshot('desktop-recorder-04-review', control);
    await control.getByRole('button', { name: `Delete step ${actions.length}` }).click();
    await expect.poll(async () => stepCount(recorder)).toBe(actions.length - 1);

    await control.getByRole('button', { name: 'Create article' }).click();
    const openArticle = control.getByRole('button', { name: 'Open article' });
    await expect(openArticle).toBeVisible({ timeout: 60_000 });
    await saveScreenshot('desktop-recorder-05-done', control);
    const articleUrl = (await recorder.state()).upload.articleUrl ?? '';
    expect(articleUrl).toMatch(new RegExp(`^${baseURL}/articles/[0-9a-f-]{36}$`));
    const articleId = articleUrl.split('/').pop()!;

    // The article: written by the product, one step per action, the click marks where the clicks were.
    await page.goto(articleUrl);
    await expect(page.getByText('In Chromium, click here.')).toBeVisible({ timeout: 90_000 });
    await saveScreenshot('desktop-recorder-06-article', page);
    const article = await (await request.get(`/v1/help-articles/${articleId}`, { headers })).json();
    const version = article.activeArticleVersion;
    expect(version.finishedAt).toBeTruthy();
    expect(version.failureReason).toBeNull();
    const content: string = article.content;
    console.log('[desktop-recorder] article:\n', content);
    expect(content).not.toContain(TYPED);
    // The window's title names the task; the application leads its first step.
    expect(article.title).toContain('Order form');
    expect(content).toContain('In **Chromium**, click here.');
    expect(content).toContain('Drag the item to its new position.');
    expect(content).toContain('Press **Enter**.');
    const steps = (version.steps as StepJson[]).sort((a, b) => a.index - b.index);
    expect(steps.map((step) => step.action)).toEqual(kept);
    expect(steps.every((step) => step.typedValue === null)).toBe(true);
    // Image pixels are screen pixels at scale 1: the stored points are where xdotool pressed.
    expect(steps[0]!.positionX).toBeCloseTo(SAVE_BUTTON.x, -1);
    expect(steps[0]!.positionY).toBeCloseTo(SAVE_BUTTON.y, -1);
    expect(steps[1]!.positionX).toBeCloseTo(CARD.x, -1);
    expect(steps[1]!.positionY).toBeCloseTo(CARD.y, -1);
    expect(steps[1]!.endPositionX).toBeCloseTo(CARD_DROP.x, -1);
    expect(steps[1]!.endPositionY).toBeCloseTo(CARD_DROP.y, -1);
    // What the organization withholds is unreadable in every stored image; the name is not withheld.
    const engine = new OcrEngine();
    const read: string[] = [];
    try {
      for (const step of steps) {
        const lines = await engine.read(await (await request.get(step.imageRaw!)).body());
        read.push(lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n'));
      }
    } finally {
      await engine.close();
    }
    console.log('[desktop-recorder] stored images read as:', JSON.stringify(read));
    expect(read.join('\n')).toContain('Mustermann');
    for (const text of read) {
      expect(text).not.toContain('@');
      expect(text).not.toMatch(/Falke/i);
    }
    const raw = await (await request.get(steps[0]!.imageRaw!)).body();
    expect(pngSize(raw)).toEqual(SCREEN);
    writeFileSync(path.join(shots, 'desktop-recorder-07-stored-click.png'), raw);
    const processed = await (await request.get(steps[0]!.imageProcessed!)).body();
    writeFileSync(path.join(shots, 'desktop-recorder-08-processed-click.png'), processed);
    if (steps[0]!.zoomLevel === 1) {
      // What the product drew on the screenshot is centred on the press.
      const mark = await drawnCentre(page, raw, processed);
      console.log('[desktop-recorder] drawn mark:', JSON.stringify(mark));
      expect(mark.count).toBeGreaterThan(50);
      expect(Math.abs(mark.x - SAVE_BUTTON.x)).toBeLessThan(12);
      expect(Math.abs(mark.y - SAVE_BUTTON.y)).toBeLessThan(12);
    }

    // Killed while uploading, started again: the upload resumes and the article exists once.
    const before = await articleIds(page, baseURL, headers.authorization);
    await control.getByRole('button', { name: 'Record another' }).click();
    await control.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => screenOf(recorder), { timeout: 10_000 }).toBe('recording');
    click(display, SAVE_BUTTON);
    click(display, EMPTY_SPOT);
    await expect.poll(() => stepCount(recorder)).toBe(2);
    await recorder.call('POST', '/api/recording/stop');
    await expect.poll(() => screenOf(recorder)).toBe('review');
    await recorder.call('POST', '/api/recording/upload');
    await recorder.kill();
    recorder = await startRecorder(launcher, { dataDir, display });
    await expect.poll(() => screenOf(recorder)).toBe('review');
    expect((await recorder.state()).recording?.recovered).toBe(true);
    await control.goto(`${recorder.controlUrl}&l=en`);
    await expect(control.getByText('This recording was not uploaded yet.', { exact: false })).toBeVisible();
    await saveScreenshot('desktop-recorder-09-recovered', control);
    await control.getByRole('button', { name: 'Resume upload' }).click();
    await expect(control.getByRole('button', { name: 'Open article' })).toBeVisible({ timeout: 60_000 });
    const after = await articleIds(page, baseURL, headers.authorization);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);

    // Disconnected in settings: the recorder's next upload is refused, it says so and keeps the recording.
    await page.goto(`${baseURL}/settings/account?l=en`);
    await expect(page.getByRole('heading', { name: 'Connected recorders' })).toBeVisible();
    await page.getByRole('button', { name: 'Disconnect: Desktop recorder on Linux' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Recorder disconnected')).toBeVisible();
    await expect(page.getByText('Desktop recorder on Linux')).toHaveCount(0);
    await control.getByRole('button', { name: 'Record another' }).click();
    await control.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => screenOf(recorder), { timeout: 10_000 }).toBe('recording');
    click(display, SAVE_BUTTON);
    await expect.poll(() => stepCount(recorder)).toBe(1);
    await control.getByRole('button', { name: 'Stop', exact: true }).click();
    // The recorder learns of it from the server's 401 and offers to connect again, recording kept.
    await expect(
      control.getByText('The recorder was disconnected (its access was revoked).', { exact: false }),
    ).toHaveCount(1, { timeout: 30_000 });
    await expect(control.getByRole('button', { name: 'Create article' })).toHaveCount(0);
    await saveScreenshot('desktop-recorder-10-revoked', control);
    const revoked = await recorder.state();
    expect(revoked.connection.connected).toBe(false);
    expect(revoked.recording?.stepCount).toBe(1);
    expect(await articleIds(page, baseURL, headers.authorization)).toHaveLength(after.length);
    // Connected again, the kept recording becomes an article.
    await control.getByRole('button', { name: 'Get a code' }).click();
    await expect.poll(async () => (await recorder.state()).connect?.code ?? '').toMatch(/^[A-Z2-9]{4}-/);
    await page.goto(`${(await recorder.state()).connect!.verificationUrl}&l=en`);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText('Connected. You can return to the desktop recorder.')).toBeVisible();
    await control.getByRole('button', { name: 'Create article' }).click({ timeout: 30_000 });
    await expect(control.getByRole('button', { name: 'Open article' })).toBeVisible({ timeout: 60_000 });
    expect(await articleIds(page, baseURL, headers.authorization)).toHaveLength(after.length + 1);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
});
