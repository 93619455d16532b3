// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlPage } from './page';
import { SCRIPT } from './script';

/** The review screen's account of the OCR redaction (issue 44 item 2), against a stubbed /api/state. */

type Doc = {
  documentElement: { innerHTML: string };
  getElementById(id: string): { textContent: string | null } | null;
  querySelectorAll(
    selector: string,
  ): ArrayLike<{ getAttribute(name: string): string | null; textContent: string | null }>;
};
const document = (globalThis as unknown as { document: Doc }).document;

const step = (n: number, blurred: number | null, unreadable = false) => ({
  image: `step-${n}`,
  action: 'CLICK',
  pageTitle: 'Order form',
  application: 'Chromium',
  key: null,
  value: null,
  valueWithheld: false,
  secret: false,
  blurred,
  unreadable,
});

const reviewState = (language: 'en' | 'de', redaction: object, steps: object[]) => ({
  screen: 'review',
  language,
  serverUrl: 'https://help.example.com',
  stopShortcut: 'Ctrl+Alt+Shift+S',
  keyboard: { layout: 'us', detected: null, layouts: [] },
  connection: { connected: true, revokedMessage: null, canCreateArticle: true, organizationName: 'Desk' },
  connect: { status: 'idle' },
  recording: { id: 'r', status: 'stopped', stepCount: steps.length, recovered: false, steps },
  redaction,
  upload: {},
  notice: null,
});

function load(state: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(state), { status: 200 })),
  );
  const html = controlPage('nonce', 'en');
  document.documentElement.innerHTML = html.slice(html.indexOf('<head>'), html.lastIndexOf('</html>'));
  new Function(SCRIPT)();
}
const text = () => document.getElementById('app')?.textContent ?? '';
async function until(check: () => boolean) {
  for (let i = 0; i < 80 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!check()) throw new Error(`timed out; the page says: ${text()}`);
}
afterEach(() => vi.unstubAllGlobals());

describe('the review screen', () => {
  it('says how many places were blurred in how many steps, with a link to each image', async () => {
    const summary = { running: false, total: 3, checked: 3, places: 3, steps: 2, failed: 0 };
    load(reviewState('en', summary, [step(1, 2), step(2, 0), step(3, 1)]));
    await until(() => text().includes('3 places blurred in 2 steps'));
    const links = [...Array.from(document.querySelectorAll('ul.blurred a'))];
    expect(links.map((link) => link.textContent)).toEqual(['View step 1', 'View step 3']);
    expect(links[0]?.getAttribute('href')).toBe('/api/steps/step-1/image?v=2');
    expect(text()).toContain('View step 3 · 1 place');
  });

  it('speaks German, counts one step and says when an image could not be read', async () => {
    const summary = { running: false, total: 2, checked: 2, places: 1, steps: 1, failed: 1 };
    load(reviewState('de', summary, [step(1, 1), step(2, 0, true)]));
    await until(() => text().includes('1 Stelle in 1 Schritt unkenntlich gemacht'));
    expect(text()).toContain('1 Screenshot konnte nicht gelesen werden; er ist ganz unkenntlich gemacht.');
    expect(text()).toContain('Schritt 2 ansehen · ganz unkenntlich gemacht');
  });

  it('shows the progress while the screenshots are still being read', async () => {
    const summary = { running: true, total: 7, checked: 3, places: 0, steps: 0, failed: 0 };
    load(reviewState('en', summary, [step(1, null)]));
    await until(() => text().includes('Checking the screenshots for text to blur… (3 of 7)'));
  });
});
