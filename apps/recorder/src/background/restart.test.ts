import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { FakeTab } from '../testing/fakeChrome';
import { click } from '../testing/pageActions';
import { type ProductStandIn, readUpload, startProductStandIn } from '../testing/productStandIn';
import {
  type Browser,
  contentState,
  signedInBrowser,
  startWorker,
  stored,
  WAIT,
  waitForSteps,
  waitForUpload,
} from '../testing/worker';

/**
 * Chrome stops an idle service worker and starts it again for the next message; a browser restart
 * starts it with the session area empty. What the worker must not lose is in storage and IndexedDB.
 */

let product: ProductStandIn;
let browser: Browser;
let tab: FakeTab;

beforeEach(async () => {
  product = await startProductStandIn();
  ({ browser, tab } = await signedInBrowser(product));
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
  await click(browser, tab, 'New contact');
  await waitForSteps(browser, 1);
});
afterEach(() => product.close());

it('goes on with the same recording after the worker was stopped and started again', async () => {
  await startWorker(browser);
  expect(contentState(browser)?.status).toBe('recording');
  await click(browser, tab, 'Save');
  const steps = await waitForSteps(browser, 2);
  expect(steps.map((step) => [step.element?.label, step.image])).toEqual([
    ['New contact', 'step-1'],
    ['Save', 'step-2'],
  ]);

  await browser.popup({ command: 'stop' });
  await waitForUpload(browser, 'done');
  const [request] = product.uploads();
  if (!request) throw new Error('no upload');
  const { manifest, images } = await readUpload(request);
  expect(manifest.steps).toHaveLength(2);
  // The first screenshot was kept in IndexedDB across the restart.
  expect(images.map(([name]) => name)).toEqual(['step-1', 'step-2']);
});

it('pauses a recording the browser was closed in and says it was interrupted', async () => {
  browser.session.clear();
  await startWorker(browser);
  for (const listener of browser.events.onStartup.listeners) listener();
  await waitForState('paused');
  expect(stored(browser).recording).toMatchObject({ status: 'paused', interrupted: true });
  expect(stored(browser).recording?.steps).toHaveLength(1);
  expect(browser.badge.text).toBe('II');

  await browser.popup({ command: 'resume' });
  expect(stored(browser).recording).toMatchObject({ status: 'recording', interrupted: false });
  expect(contentState(browser)?.status).toBe('recording');
});

it('sends an upload again that a stopped worker left half done', async () => {
  product.uploadAnswers.push({ status: 503, body: { message: 'The server is busy.' } });
  await browser.popup({ command: 'stop' });
  await waitForUpload(browser, 'waiting');
  // What storage holds when the worker is stopped while sending: the upload marked as running.
  const uploads = stored(browser).uploads.map((upload) => ({ ...upload, status: 'uploading' }));
  browser.local.set('uploads', uploads);

  await startWorker(browser);
  await waitForUpload(browser, 'done');
  expect(product.uploads()).toHaveLength(2);
});

async function waitForState(status: string) {
  await vi.waitFor(() => expect(contentState(browser)?.status).toBe(status), WAIT);
}
