import type { RecordingBox } from '@support/shared';
import type { StepDraft } from '../lib/protocol';
import type { FakeTab } from './fakeChrome';
import type { Browser } from './worker';

/** What the content scripts send for a person's actions on a page (see src/content/). */

export const VIEWPORT = { width: 1280, height: 800, devicePixelRatio: 2 };

export function draftIn(
  tab: FakeTab,
  action: StepDraft['action'],
  extra: Partial<StepDraft> = {},
): StepDraft {
  return { action, at: Date.now(), pageUrl: tab.url, pageTitle: tab.title, viewport: VIEWPORT, ...extra };
}

let counter = 0;

/** A click as the content script reports it: announced, its boxes to blur, confirmed. */
export async function click(
  browser: Browser,
  tab: FakeTab,
  label: string,
  options: { boxes?: RecordingBox[]; confirm?: boolean; frameId?: number } = {},
) {
  const id = `click-${++counter}`;
  const element = { label, role: 'button', tag: 'button', box: { x: 100, y: 100, width: 80, height: 30 } };
  const draft = draftIn(tab, 'CLICK', { element, point: { x: 140, y: 115 } });
  const topFrame = (options.frameId ?? 0) === 0;
  await browser.page(tab, { type: 'pointer-down', id, draft, topFrame }, options.frameId);
  await browser.page(tab, { type: 'boxes', id, boxes: options.boxes ?? [] }, options.frameId);
  if (options.confirm !== false) {
    await browser.page(tab, { type: 'pointer-commit', id, action: 'CLICK' }, options.frameId);
  }
  return id;
}

/** A field that was typed into and left: one TYPE step. */
export async function type(
  browser: Browser,
  tab: FakeTab,
  label: string,
  value: string,
  options: { boxes?: RecordingBox[]; valueWithheld?: boolean } = {},
) {
  const id = `type-${++counter}`;
  const element = { label, role: 'textbox', tag: 'input', box: { x: 100, y: 200, width: 300, height: 30 } };
  const draft = draftIn(tab, 'TYPE', {
    element,
    ...(options.valueWithheld ? { valueWithheld: true } : { value }),
  });
  await browser.page(tab, { type: 'step', id, draft, topFrame: true });
  await browser.page(tab, { type: 'boxes', id, boxes: options.boxes ?? [] });
}

/** The top frame's address changed (a load, a history change, back or forward). */
export async function addressChange(
  browser: Browser,
  tab: FakeTab,
  url: string,
  options: { backForward?: boolean; changedAt?: number } = {},
) {
  tab.url = url;
  const at = Date.now();
  await browser.page(tab, {
    type: 'page',
    id: `page-${++counter}`,
    url,
    title: `Page ${url}`,
    at,
    changedAt: options.changedAt ?? at,
    backForward: options.backForward ?? false,
    viewport: VIEWPORT,
  });
}
