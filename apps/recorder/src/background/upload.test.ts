import { ZRecordingManifest } from '@support/shared';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readPicture } from '../testing/fakeCanvas';
import type { FakeTab } from '../testing/fakeChrome';
import { click, type } from '../testing/pageActions';
import { type ProductStandIn, readUpload, startProductStandIn, TOKEN } from '../testing/productStandIn';
import {
  type Browser,
  contentState,
  signedInBrowser,
  stored,
  storedPicture,
  WAIT,
  waitForSteps,
  waitForUpload,
} from '../testing/worker';
import { RETRY_ALARM } from './upload';

/** Stop hands the recording to the server: one multipart POST to {server}/v1/recordings. */

let product: ProductStandIn;
let browser: Browser;
let tab: FakeTab;

beforeEach(async () => {
  product = await startProductStandIn();
  ({ browser, tab } = await signedInBrowser(product));
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
});
afterEach(async () => {
  vi.useRealTimers();
  await product.close();
});

const emailBox = { x: 100, y: 200, width: 300, height: 30 };

/** Two steps, the first with a box blurred, then Stop. */
async function recordAndStop() {
  await type(browser, tab, 'E-mail', 'anna@example.com', { boxes: [emailBox] });
  await click(browser, tab, 'Save');
  const steps = await waitForSteps(browser, 2);
  const recordingId = stored(browser).recording?.id ?? '';
  expect(await browser.popup({ command: 'stop' })).toEqual({ ok: true, recorded: true });
  return { steps, recordingId };
}

it('sends the manifest and the blurred screenshots, then shows the article and forgets the images', async () => {
  const { steps, recordingId } = await recordAndStop();
  const upload = await waitForUpload(browser, 'done');

  const [request] = product.uploads();
  if (!request) throw new Error('no upload');
  const { manifest, images, authorization } = await readUpload(request);
  expect(authorization).toBe(`Bearer ${TOKEN}`);
  expect(ZRecordingManifest.safeParse(manifest).success).toBe(true);
  expect(manifest.recorder).toEqual({ kind: 'chrome-extension', version: '1.4.2' });
  expect(manifest.redaction).toEqual({ automatic: true });
  expect(
    manifest.steps.map(
      (step: { action: string; element: { label: string }; value?: string; image: string }) => [
        step.action,
        step.element.label,
        step.value,
        step.image,
      ],
    ),
  ).toEqual([
    ['TYPE', 'E-mail', 'anna@example.com', 'step-1'],
    ['CLICK', 'Save', undefined, 'step-2'],
  ]);
  expect(images.map(([name, file]) => [name, file.name, file.type])).toEqual([
    ['step-1', 'step-1.png', 'image/png'],
    ['step-2', 'step-2.png', 'image/png'],
  ]);
  // The server receives the screenshot with the e-mail field already blurred.
  const first = await readPicture(images[0]?.[1] as File);
  expect(first.blurred).toEqual([{ x: 200, y: 400, w: 600, h: 60 }]);

  expect(upload).toMatchObject({
    articleId: product.articleIds[0],
    error: null,
    manifest: null,
    progress: 1,
  });
  expect(upload.server).toBe(product.origin);
  expect(stored(browser).recording).toBeNull();
  expect(contentState(browser)?.status).toBe('idle');
  expect(browser.badge.text).toBe('');
  for (const step of steps) expect(await storedPicture(recordingId, step.image)).toBeUndefined();
});

it('shows the server’s reason for a refusal, keeps the recording and sends it again on Retry', async () => {
  product.uploadAnswers.push({
    status: 403,
    body: { message: 'Your trial has ended.', code: 'TRIAL_EXPIRED' },
  });
  const { steps, recordingId } = await recordAndStop();
  const failed = await waitForUpload(browser, 'failed');
  expect(failed).toMatchObject({ error: 'Your trial has ended.', nextAttemptAt: null, progress: 0 });
  expect(browser.alarms.has(RETRY_ALARM)).toBe(false);
  expect(browser.badge.text).toBe('!');
  expect(await storedPicture(recordingId, steps[0]?.image ?? '')).toBeDefined();

  expect(await browser.popup({ command: 'retry', uploadId: failed.id })).toEqual({ ok: true });
  expect(stored(browser).uploads[0]).toMatchObject({ status: 'done', attempts: 2 });
  expect(product.uploads()).toHaveLength(2);
  const [first, second] = await Promise.all(product.uploads().map(readUpload));
  expect(second?.manifest).toEqual(first?.manifest);
  expect(browser.badge.text).toBe('');
});

it('asks for a new sign-in when it has expired, and uploads once signed in again', async () => {
  product.state.signedIn = false;
  await recordAndStop();
  expect(await waitForUpload(browser, 'failed')).toMatchObject({
    error: 'Your sign-in has expired. Sign in again to upload.',
    nextAttemptAt: null,
  });

  await browser.popup({
    command: 'signIn',
    server: product.origin,
    email: 'anna@example.com',
    password: product.state.password,
  });
  await waitForUpload(browser, 'done');
  expect(product.uploads()).toHaveLength(2);
});

it('tries again later, waiting longer each time, when the server fails', async () => {
  product.uploadAnswers.push(
    { status: 503, body: { message: 'The server is busy.' } },
    { status: 502, body: {} },
  );
  await recordAndStop();
  const waiting = await waitForUpload(browser, 'waiting');
  expect(waiting.error).toBe('The server is busy.');
  const firstDelay = (waiting.nextAttemptAt ?? 0) - Date.now();
  expect(firstDelay).toBeGreaterThan(25_000);
  expect(firstDelay).toBeLessThanOrEqual(30_000);
  await vi.waitFor(
    () => expect(browser.alarms.get(RETRY_ALARM)?.scheduledTime).toBe(waiting.nextAttemptAt),
    WAIT,
  );
  expect(browser.badge.text).toBe('!');

  // The alarm wakes the worker when the time has come.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((waiting.nextAttemptAt ?? 0) + 1);
  browser.fireAlarm(RETRY_ALARM);
  await vi.waitFor(() => expect(stored(browser).uploads[0]?.attempts).toBe(2), WAIT);
  const again = await waitForUpload(browser, 'waiting');
  expect(again.error).toBe('Upload failed (502)');
  const secondDelay = (again.nextAttemptAt ?? 0) - Date.now();
  expect(secondDelay).toBeGreaterThan(55_000);
  expect(secondDelay).toBeLessThanOrEqual(60_000);

  vi.setSystemTime((again.nextAttemptAt ?? 0) + 1);
  browser.fireAlarm(RETRY_ALARM);
  await waitForUpload(browser, 'done');
  expect(product.uploads()).toHaveLength(3);
  await vi.waitFor(() => expect(browser.alarms.has(RETRY_ALARM)).toBe(false), WAIT);
});

it('says when the server cannot be reached and keeps trying', async () => {
  await product.close();
  await recordAndStop();
  const waiting = await waitForUpload(browser, 'waiting');
  expect(waiting.error).toBe(`Could not reach ${product.origin}.`);
  expect(waiting.nextAttemptAt).not.toBeNull();
});
