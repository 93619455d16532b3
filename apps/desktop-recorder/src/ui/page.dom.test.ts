// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../i18n/messages';
import { controlPage } from './page';
import { SCRIPT } from './script';

/** The control page's script in a DOM, against a stubbed /api/state (issue 44 items 5b, 5c, 7). */

const en = MESSAGES.en;
// The recorder's TypeScript has no DOM library (it runs in Node): the little the test reads, typed here.
type Doc = {
  documentElement: { innerHTML: string };
  getElementById(id: string): { textContent: string | null } | null;
  querySelectorAll(selector: string): { length: number };
};
const document = (globalThis as unknown as { document: Doc }).document;
const connectState = (browserOpened: boolean | undefined) => ({
  screen: 'connect',
  language: 'en',
  serverUrl: 'https://help.example.com',
  stopShortcut: 'Ctrl+Alt+Shift+S',
  keyboard: { layout: 'us', detected: null, layouts: [] },
  connection: { connected: false, revokedMessage: null, canCreateArticle: true },
  connect: {
    status: 'pending',
    code: 'ABCD-EFGH',
    verificationUrl: 'https://help.example.com/connect',
    browserOpened,
  },
  recording: null,
  upload: {},
  notice: null,
});

let answer: () => Promise<Response>;
function load(state: object) {
  answer = async () => new Response(JSON.stringify(state), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => answer()),
  );
  const html = controlPage('nonce', 'en');
  document.documentElement.innerHTML = html.slice(html.indexOf('<head>'), html.lastIndexOf('</html>'));
  new Function(SCRIPT)();
}
const text = () => document.getElementById('app')?.textContent ?? '';
async function until(check: () => boolean, ms: number) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out; the page says: ${text()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}
afterEach(() => vi.unstubAllGlobals());

describe('the control page', () => {
  it('is marked with its language and as not to be translated', () => {
    const html = controlPage('n', 'en');
    expect(html).toContain('<html lang="en" translate="no">');
    expect(html).toContain('<meta name="google" content="notranslate">');
    expect(controlPage('n', 'de')).toContain('<html lang="de"');
  });

  it('shows the address and the code, and claims an opened page only when one opened', async () => {
    load(connectState(false));
    await until(() => text().includes('ABCD-EFGH'), 2000);
    expect(text()).toContain(en.connectManual);
    expect(text()).toContain('https://help.example.com/connect');
    expect(text()).not.toContain(en.connectIntro);
    load(connectState(true));
    await until(() => text().includes(en.connectIntro), 2000);
    expect(text()).toContain('https://help.example.com/connect');
  });

  it('says within 3 s that the recorder stopped, and how to start it again', async () => {
    load(connectState(true));
    await until(() => text().includes('ABCD-EFGH'), 2000);
    answer = () => Promise.reject(new TypeError('fetch failed'));
    const waited = await until(() => text().includes(en.stoppedTitle), 3000);
    expect(waited).toBeLessThan(3000);
    expect(text()).toContain(en.stoppedHow);
    expect(document.querySelectorAll('#app button')).toHaveLength(0);
  });
  it('names a native module that did not load, and what to do, on every screen', async () => {
    load({
      ...connectState(true),
      problems: [
        {
          module: 'node-screenshots',
          purpose: 'capture',
          error: 'node-screenshots could not be loaded: Cannot find native binding.',
        },
      ],
      logPath: 'C:\\Users\\erika\\AppData\\Local\\SupportRecorder\\recorder.log',
    });
    await until(() => text().includes('node-screenshots'), 2000);
    expect(text()).toContain(en.nativeFailed.capture.replace('{module}', 'node-screenshots'));
    expect(text()).toContain('unpack the whole download again');
    expect(text()).toContain('Cannot find native binding');
    expect(text()).toContain('SupportRecorder\\recorder.log');
    // The screen itself is still there below it.
    expect(text()).toContain('ABCD-EFGH');
  });
});
