import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeTab } from '../testing/fakeChrome';
import { addressChange, click, type } from '../testing/pageActions';
import { type ProductStandIn, startProductStandIn, TOKEN } from '../testing/productStandIn';
import {
  type Browser,
  contentState,
  openBrowser,
  signedInBrowser,
  startWorker,
  stored,
  storedPicture,
  WAIT,
  waitForSteps,
} from '../testing/worker';

let product: ProductStandIn;
let browser: Browser;
let tab: FakeTab;

beforeEach(async () => {
  product = await startProductStandIn({ redactionTerms: ['Projekt Apfel'] });
  ({ browser, tab } = await signedInBrowser(product));
});
afterEach(() => product.close());

const labels = () => stored(browser).recording?.steps.map((step) => step.element?.label ?? step.action);

describe('starting and stopping', () => {
  it('will not start before a sign-in', async () => {
    const signedOut = openBrowser();
    await startWorker(signedOut);
    expect(await signedOut.popup({ command: 'start', autoRedact: true })).toEqual({
      ok: false,
      error: 'Sign in first.',
    });
    expect(stored(signedOut).recording).toBeNull();
    expect(contentState(signedOut)?.status ?? 'idle').toBe('idle');
  });

  it('tells the pages and the badge that it records, with the organization’s terms, and not twice', async () => {
    expect(await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true })).toEqual({ ok: true });
    expect(contentState(browser)).toMatchObject({
      status: 'recording',
      stepCount: 0,
      autoRedact: true,
      redactionTerms: ['Projekt Apfel'],
    });
    expect(browser.badge.text).toBe('REC');
    // A tab opened before the extension was installed gets the content script now.
    expect(browser.injections).toContainEqual({ tabId: tab.id, files: ['content.js'], collector: false });
    // Content scripts may read the session area: the sign-in must never be in it.
    expect(JSON.stringify([...browser.session.values()])).not.toContain(TOKEN);

    expect(await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true })).toEqual({
      ok: false,
      error: 'A recording is already running.',
    });
  });

  it('takes commands from its own pages only', async () => {
    browser.fromTab(tab, { command: 'start', tabId: tab.id, autoRedact: false });
    await pause(100);
    expect(stored(browser).recording).toBeNull();
  });

  it('makes no upload when nothing was recorded', async () => {
    await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
    expect(await browser.popup({ command: 'stop' })).toEqual({ ok: true, recorded: false });
    expect(stored(browser)).toMatchObject({ recording: null, uploads: [] });
    expect(contentState(browser)).toMatchObject({ status: 'idle' });
    expect(browser.badge.text).toBe('');
  });

  it('forgets the steps and their screenshots on Discard', async () => {
    await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
    await click(browser, tab, 'New contact');
    const [step] = await waitForSteps(browser, 1);
    const recordingId = stored(browser).recording?.id ?? '';
    expect(await storedPicture(recordingId, step?.image ?? '')).toBeDefined();

    expect(await browser.popup({ command: 'discard' })).toEqual({ ok: true });
    expect(stored(browser)).toMatchObject({ recording: null, uploads: [] });
    expect(await storedPicture(recordingId, step?.image ?? '')).toBeUndefined();
    expect(product.uploads()).toHaveLength(0);
  });
});

describe('steps', () => {
  beforeEach(async () => {
    await browser.popup({ command: 'start', tabId: tab.id, autoRedact: true });
  });

  it('keeps steps in the order the actions happened, each with its screenshot, and counts them', async () => {
    // The click is confirmed only after the field typed into next was left: it still comes first.
    const pressed = await click(browser, tab, 'New contact', { confirm: false });
    await type(browser, tab, 'Name', 'Anna Schmidt');
    await waitForSteps(browser, 1);
    await browser.page(tab, { type: 'pointer-commit', id: pressed, action: 'CLICK' });
    const steps = await waitForSteps(browser, 2);

    expect(steps.map((step) => [step.action, step.element?.label, step.value])).toEqual([
      ['CLICK', 'New contact', undefined],
      ['TYPE', 'Name', 'Anna Schmidt'],
    ]);
    const recordingId = stored(browser).recording?.id ?? '';
    for (const step of steps) {
      const picture = await storedPicture(recordingId, step.image);
      expect(picture?.shot).toMatch(/^https:\/\/crm\.example\.com\/contacts #\d$/);
      expect(step.viewport).toEqual({ width: 1280, height: 800, devicePixelRatio: 2 });
    }
    expect(browser.badge.text).toBe('2');
    expect(contentState(browser)?.stepCount).toBe(2);
  });

  it('records nothing while paused and goes on after Resume', async () => {
    await browser.popup({ command: 'pause' });
    expect(contentState(browser)?.status).toBe('paused');
    expect(browser.badge.text).toBe('II');
    await click(browser, tab, 'Clicked while paused');
    await browser.popup({ command: 'resume' });
    await click(browser, tab, 'Save');
    await waitForSteps(browser, 1);
    expect(labels()).toEqual(['Save']);
  });

  it('makes one double-click step of click, click, double-click', async () => {
    await click(browser, tab, 'Row 3');
    await waitForSteps(browser, 1);
    const second = await click(browser, tab, 'Row 3');
    await browser.page(tab, { type: 'pointer-commit', id: second, action: 'DOUBLE_CLICK' });
    const actions = () => stored(browser).recording?.steps.map((step) => step.action);
    await vi.waitFor(() => expect(actions()).toEqual(['DOUBLE_CLICK']), WAIT);
  });

  it('adds a step for an address the person went to, not for one their click caused', async () => {
    await addressChange(browser, tab, 'https://crm.example.com/reports');
    await waitForSteps(browser, 1);
    await click(browser, tab, 'Open report');
    await addressChange(browser, tab, 'https://crm.example.com/reports/7');
    await click(browser, tab, 'Back to list');
    await addressChange(browser, tab, 'https://crm.example.com/reports', { backForward: true });
    // A subframe's address is not where the person is.
    await browser.page(tab, { ...navigation('https://ads.example.net/frame') }, 3);
    const steps = await waitForSteps(browser, 4);
    expect(steps.map((step) => [step.action, step.element?.label ?? step.pageUrl])).toEqual([
      ['NAVIGATE', 'https://crm.example.com/reports'],
      ['CLICK', 'Open report'],
      ['CLICK', 'Back to list'],
      ['NAVIGATE', 'https://crm.example.com/reports'],
    ]);
  });

  it('reuses the last screenshot when the page cannot be captured, a blank one for a first step', async () => {
    browser.capture.error =
      'Cannot access contents of url "chrome://settings/". Extension manifest must request permission to access this host.';
    await click(browser, tab, 'Settings');
    await waitForSteps(browser, 1);
    // Actions within 150 ms share a capture; a person's next click comes later than that.
    await pause(200);
    browser.capture.error = null;
    await click(browser, tab, 'Privacy');
    await waitForSteps(browser, 2);
    await pause(200);
    browser.capture.error = 'No window with id: 1.';
    await click(browser, tab, 'Close window');
    const steps = await waitForSteps(browser, 3);
    const recordingId = stored(browser).recording?.id ?? '';
    const shots = await Promise.all(steps.map((step) => storedPicture(recordingId, step.image)));
    expect(shots.map((picture) => picture?.shot)).toEqual(['blank', shots[1]?.shot, shots[1]?.shot]);
    expect(shots[0]).toMatchObject({ width: 2560, height: 1600 });
    expect(steps.map((step) => step.screenshotReused ?? false)).toEqual([true, false, true]);
  });

  it('keeps a press whose click never came (its tab was closed) as a click when stopped', async () => {
    await click(browser, tab, 'Close tab', { confirm: false });
    browser.closeTab(tab.id);
    expect(await browser.popup({ command: 'stop' })).toEqual({ ok: true, recorded: true });
    const upload = stored(browser).uploads[0];
    expect(upload?.manifest?.steps.map((step) => [step.action, step.element?.label])).toEqual([
      ['CLICK', 'Close tab'],
    ]);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function navigation(url: string) {
  const at = Date.now();
  const viewport = { width: 300, height: 250, devicePixelRatio: 2 };
  return {
    type: 'page' as const,
    id: `frame-${at}`,
    url,
    title: '',
    at,
    changedAt: at,
    backForward: false,
    viewport,
  };
}
