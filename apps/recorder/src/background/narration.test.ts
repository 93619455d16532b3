import { ZRecordingManifest } from '@support/shared';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OffscreenEvent } from '../lib/offscreenProtocol';
import { listen } from '../offscreen/listen';
import { createNarrationSession } from '../offscreen/session';
import type { FakeTab } from '../testing/fakeChrome';
import { type FakeRecorder, fakeMicrophone } from '../testing/fakeMicrophone';
import { click } from '../testing/pageActions';
import { type ProductStandIn, readUpload, startProductStandIn } from '../testing/productStandIn';
import {
  type Browser,
  signedInBrowser,
  startWorker,
  stored,
  WAIT,
  waitForSteps,
  waitForUpload,
} from '../testing/worker';

/**
 * Narration through the worker: the offscreen document runs the real narration session over a fake
 * microphone and stores its chunks in the browser's IndexedDB, as the built extension does.
 */

let product: ProductStandIn;
let browser: Browser;
let tab: FakeTab;
let mic: ReturnType<typeof fakeMicrophone>;

function installOffscreen(refuse?: string) {
  mic = fakeMicrophone({ refuse });
  browser.offscreen.onCreate = (runtime) => {
    const session = createNarrationSession({
      ...mic.deps,
      saveChunk: async (recordingId, index, chunk) =>
        (await import('./audioChunks')).putAudioChunk(recordingId, index, chunk),
      notify: (event: OffscreenEvent) => browser.fromOffscreen(event),
    });
    listen(runtime as unknown as typeof chrome.runtime, session);
  };
}

beforeEach(async () => {
  product = await startProductStandIn();
  ({ browser, tab } = await signedInBrowser(product));
  installOffscreen();
});
afterEach(() => product.close());

const recorder = (): FakeRecorder => mic.recorder();
const narration = () => stored(browser).recording?.narration;
const chunksOf = async (id: string) => (await import('./audioChunks')).getAudioChunks(id);

it('records the narration in the offscreen document and uploads it with the pauses on the steps’ clock', async () => {
  expect(await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true, narrate: true })).toEqual({
    ok: true,
  });
  expect(browser.offscreen.created).toEqual([{ url: 'offscreen.html', reasons: ['USER_MEDIA'] }]);
  const started = narration();
  expect(started).toMatchObject({ mimeType: 'audio/webm;codecs=opus', pauses: [], ended: null });
  expect(started?.offsetMs).toBeGreaterThanOrEqual(0);
  expect(started?.offsetMs).toBeLessThan(2000);
  const recordingId = stored(browser).recording?.id ?? '';

  recorder().say('Open a new contact. ');
  await click(browser, tab, 'New contact');
  await waitForSteps(browser, 1);
  recorder().flush();
  await browser.popup({ command: 'pause' });
  recorder().say('(paused: not recorded) ');
  await new Promise((resolve) => setTimeout(resolve, 30));
  await browser.popup({ command: 'resume' });
  recorder().say('Then save it.');
  await click(browser, tab, 'Save');
  const steps = await waitForSteps(browser, 2);
  const pauses = narration()?.pauses ?? [];
  expect(pauses).toHaveLength(1);
  const [pause] = pauses;
  if (!pause?.endMs) throw new Error('the pause was not closed');
  // The pause lies between the two steps, on their clock.
  expect(pause.startMs).toBeGreaterThanOrEqual(steps[0]?.timestamp ?? Number.NaN);
  expect(pause.endMs - pause.startMs).toBeGreaterThanOrEqual(25);
  expect(pause.endMs).toBeLessThanOrEqual(steps[1]?.timestamp ?? Number.NaN);
  expect(recorder().calls).toEqual(['start', 'pause', 'resume']);

  await browser.popup({ command: 'stop' });
  await waitForUpload(browser, 'done');
  // The microphone is off and the document closed once the audio is stored.
  expect(recorder().state).toBe('inactive');
  expect(mic.tracksStopped).toHaveLength(1);
  expect(browser.offscreen.open).toBe(false);

  const [request] = product.uploads();
  if (!request) throw new Error('no upload');
  const { manifest, images, audio, order } = await readUpload(request);
  expect(ZRecordingManifest.safeParse(manifest).success).toBe(true);
  expect(manifest.audio).toEqual({ offsetMs: started?.offsetMs, mimeType: 'audio/webm;codecs=opus', pauses });
  expect(order).toEqual(['manifest', 'step-1', 'step-2', 'audio']);
  expect(images.map(([name]) => name)).toEqual(['step-1', 'step-2']);
  expect(audio?.name).toBe('narration.webm');
  expect(audio?.type).toBe('audio/webm;codecs=opus');
  expect(await audio?.text()).toBe('Open a new contact. Then save it.');
  // Uploaded: the audio is deleted with the screenshots.
  expect(await chunksOf(recordingId)).toEqual([]);
});

it('opens no microphone and sends no audio when narration is off', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
  await click(browser, tab, 'New contact');
  await waitForSteps(browser, 1);
  expect(narration()).toBeUndefined();
  await browser.popup({ command: 'stop' });
  await waitForUpload(browser, 'done');
  expect(browser.offscreen.created).toEqual([]);
  const [request] = product.uploads();
  if (!request) throw new Error('no upload');
  const { manifest, audio, order } = await readUpload(request);
  expect(manifest).not.toHaveProperty('audio');
  expect(audio).toBeNull();
  expect(order).toEqual(['manifest', 'step-1']);
});

it('keeps recording the steps when the audio reaches its limit, and uploads the audio up to it', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true, narrate: true });
  const recordingId = stored(browser).recording?.id ?? '';
  recorder().say('Everything I said.');
  recorder().flush();
  await vi.waitFor(async () => expect(await chunksOf(recordingId)).toHaveLength(1), WAIT);
  // What the offscreen document says when it stopped the audio at 30 minutes.
  browser.fromOffscreen({
    from: 'offscreen',
    type: 'ended',
    recordingId,
    reason: 'time-limit',
    atMs: 1_798_000,
  });
  await vi.waitFor(() => expect(narration()?.ended).toEqual({ reason: 'time-limit', atMs: 1_798_000 }), WAIT);
  await vi.waitFor(() => expect(browser.offscreen.open).toBe(false), WAIT);

  await click(browser, tab, 'Save');
  await waitForSteps(browser, 1);
  await browser.popup({ command: 'pause' });
  await browser.popup({ command: 'stop' });
  await waitForUpload(browser, 'done');
  const [request] = product.uploads();
  if (!request) throw new Error('no upload');
  const { manifest, audio } = await readUpload(request);
  expect(manifest.steps).toHaveLength(1);
  expect(manifest.audio.pauses).toEqual([]);
  expect(await audio?.text()).toBe('Everything I said.');
});

it('records the steps without narration when the microphone is refused, and says so', async () => {
  installOffscreen('NotAllowedError');
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true, narrate: true });
  expect(narration()).toMatchObject({ offsetMs: null, ended: { reason: 'denied', atMs: 0 } });
  expect(browser.offscreen.open).toBe(false);
  await click(browser, tab, 'Save');
  await waitForSteps(browser, 1);
  await browser.popup({ command: 'stop' });
  await waitForUpload(browser, 'done');
  const [request] = product.uploads();
  if (!request) throw new Error('no upload');
  const { manifest, audio } = await readUpload(request);
  expect(manifest).not.toHaveProperty('audio');
  expect(audio).toBeNull();
});

it('deletes the audio of a discarded recording', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true, narrate: true });
  const recordingId = stored(browser).recording?.id ?? '';
  recorder().say('Not for anyone.');
  recorder().flush();
  await vi.waitFor(async () => expect(await chunksOf(recordingId)).toHaveLength(1), WAIT);
  await browser.popup({ command: 'discard' });
  expect(browser.offscreen.open).toBe(false);
  expect(mic.tracksStopped).toHaveLength(1);
  expect(await chunksOf(recordingId)).toEqual([]);
});

it('goes on narrating after the worker was stopped, and ends the audio where a browser restart cut it', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true, narrate: true });
  await click(browser, tab, 'New contact');
  const [step] = await waitForSteps(browser, 1);
  // Chrome stops an idle worker; the offscreen document, holding the microphone, stays.
  await startWorker(browser);
  await browser.popup({ command: 'pause' });
  expect(recorder().calls).toEqual(['start', 'pause']);
  await browser.popup({ command: 'resume' });
  expect(recorder().state).toBe('recording');

  // The browser closes: the document is gone with it.
  browser.offscreen.open = false;
  browser.offscreen.listeners.listeners.splice(0);
  await startWorker(browser);
  for (const listener of browser.events.onStartup.listeners) listener();
  await vi.waitFor(() => expect(narration()?.ended?.reason).toBe('interrupted'), WAIT);
  expect(narration()?.ended?.atMs).toBeGreaterThanOrEqual(step?.timestamp ?? Number.NaN);
  expect(stored(browser).recording?.status).toBe('paused');
});

it('sends the steps again without the narration when the server refuses the audio, and says so', async () => {
  const refusal = 'The "audio" part is damaged: its WebM header ends early';
  product.uploadAnswers.push({ status: 400, body: { message: refusal, code: 'INVALID_RECORDING' } });
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true, narrate: true });
  const recordingId = stored(browser).recording?.id ?? '';
  recorder().say('Something the server cannot read.');
  await click(browser, tab, 'Save');
  await waitForSteps(browser, 1);
  await browser.popup({ command: 'stop' });
  const upload = await waitForUpload(browser, 'done');
  expect(upload.narrationDropped).toBe(refusal);
  const [refused, again] = await Promise.all(product.uploads().map(readUpload));
  expect(refused?.audio).not.toBeNull();
  expect(again?.audio).toBeNull();
  expect(again?.manifest).not.toHaveProperty('audio');
  expect(again?.manifest.steps).toEqual(refused?.manifest.steps);
  expect(await chunksOf(recordingId)).toEqual([]);
});

it('keeps the narration when the server refuses the upload for another reason', async () => {
  product.uploadAnswers.push({ status: 400, body: { message: 'Step 1 has no image part "step-1"' } });
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true, narrate: true });
  recorder().say('Kept for Retry.');
  await click(browser, tab, 'Save');
  await waitForSteps(browser, 1);
  await browser.popup({ command: 'stop' });
  const failed = await waitForUpload(browser, 'failed');
  expect(failed.narrationDropped ?? null).toBeNull();
  expect(failed.manifest?.audio).toBeDefined();
  expect(product.uploads()).toHaveLength(1);
});
