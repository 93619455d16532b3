import { afterEach, beforeEach, expect, it } from 'vitest';
import type { FakeTab } from '../testing/fakeChrome';
import { click, type } from '../testing/pageActions';
import { type ProductStandIn, startProductStandIn } from '../testing/productStandIn';
import { type Browser, signedInBrowser, stored, storedPicture, waitForSteps } from '../testing/worker';

/**
 * Blurring happens in the worker before a screenshot is stored: what the page reported for the
 * step and what every frame's collector finds right after the capture, in device pixels.
 */

let product: ProductStandIn;
let browser: Browser;
let tab: FakeTab;

beforeEach(async () => {
  product = await startProductStandIn();
  ({ browser, tab } = await signedInBrowser(product));
});
afterEach(() => product.close());

const passwordBox = { x: 100, y: 200, width: 300, height: 30 };
const emailBox = { x: 100, y: 260, width: 300, height: 30 };

async function firstStepPicture() {
  const [step] = await waitForSteps(browser, 1);
  const picture = await storedPicture(stored(browser).recording?.id ?? '', step?.image ?? '');
  return { step, picture };
}

it('blurs what the page and its frames report, at device pixels, each box once', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
  // The collector finds the password field again (a fraction of a pixel apart after layout), and an
  // e-mail address shown on the page.
  const passwordAgain = { ...passwordBox, x: passwordBox.x + 0.4, width: passwordBox.width - 0.3 };
  browser.frameReports.set(tab.id, [{ top: true, positioned: true, boxes: [passwordAgain, emailBox] }]);
  await type(browser, tab, 'Password', '', { valueWithheld: true, boxes: [passwordBox] });

  const { step, picture } = await firstStepPicture();
  expect(picture?.shot).toMatch(/^https:\/\/crm\.example\.com\/contacts #1$/);
  expect(picture?.blurred).toEqual([
    { x: 200, y: 400, w: 600, h: 60 },
    { x: 200, y: 520, w: 600, h: 60 },
  ]);
  expect(step?.redactedBoxes).toBe(2);
  expect(step?.valueWithheld).toBe(true);
  expect(step?.value).toBeUndefined();
});

it('cuts a box at the screen’s edge', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
  await click(browser, tab, 'Account', { boxes: [{ x: -20, y: 780, width: 100, height: 60 }] });
  const { picture } = await firstStepPicture();
  expect(picture?.blurred).toEqual([{ x: 0, y: 1560, w: 160, h: 40 }]);
});

it('blurs every iframe whole when a frame with something to blur cannot be placed', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
  const iframe = { x: 600, y: 100, width: 400, height: 300 };
  browser.frameReports.set(tab.id, [
    { top: true, positioned: true, boxes: [], frameBoxes: [iframe] },
    { top: false, positioned: false, boxes: [{ x: 10, y: 10, width: 50, height: 20 }] },
  ]);
  await click(browser, tab, 'Pay');
  const { step, picture } = await firstStepPicture();
  expect(picture?.blurred).toEqual([{ x: 1200, y: 200, w: 800, h: 600 }]);
  expect(step?.redactedBoxes).toBe(1);
});

it('stores the screenshot as captured when blurring is switched off', async () => {
  await browser.popup({ command: 'start', tabId: tab.id, autoRedact: false });
  browser.frameReports.set(tab.id, [{ top: true, positioned: true, boxes: [emailBox] }]);
  await click(browser, tab, 'Save', { boxes: [passwordBox] });
  const { step, picture } = await firstStepPicture();
  expect(picture?.blurred).toEqual([]);
  expect(step?.redactedBoxes).toBe(0);
  expect(browser.injections.filter((injection) => injection.collector)).toEqual([]);
});
