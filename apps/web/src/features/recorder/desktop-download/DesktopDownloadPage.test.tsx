import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import DesktopDownloadPage from './DesktopDownloadPage';
import { detectPlatform } from './platform';

configure({ asyncUtilTimeout: 5000 });

const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';
const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605';
const LINUX_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile';

const FILES = [
  { platform: 'win-x64', size: 29_408_700 },
  { platform: 'linux-x64', size: 38_238_100 },
  { platform: 'darwin-x64', size: 32_690_900 },
].map((file) => ({
  ...file,
  name: `support-desktop-recorder-${file.platform}.zip`,
  url: `/downloads/desktop-recorder/support-desktop-recorder-${file.platform}.zip`,
}));

function renderPage({ userAgent, files = FILES }: { userAgent: string; files?: unknown[] }) {
  vi.stubGlobal('navigator', { ...navigator, userAgent, userAgentData: undefined, platform: '' });
  fakeApi((request) => (request.url === '/config' ? { status: 200, data: PUBLIC_CONFIG } : undefined));
  const viaApi = globalThis.fetch;
  globalThis.fetch = async (input, init) =>
    String(input) === '/downloads/desktop-recorder/files.json'
      ? new Response(JSON.stringify({ files }), { headers: { 'content-type': 'application/json' } })
      : viaApi(input, init);
  renderRoute('/download/desktop-recorder', [
    { path: '/download/desktop-recorder', element: <DesktopDownloadPage /> },
  ]);
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the desktop recorder download page', () => {
  it('offers the Windows build first to a Windows visitor, with its size and SmartScreen steps', async () => {
    renderPage({ userAgent: WINDOWS_UA });
    const button = await screen.findByRole('link', { name: 'Download for Windows' });
    expect(button.getAttribute('href')).toBe(
      '/downloads/desktop-recorder/support-desktop-recorder-win-x64.zip',
    );
    const featured = button.closest('section')!;
    expect(featured.getAttribute('data-platform')).toBe('win-x64');
    expect(await within(featured).findByText('Zip, 28.0 MB')).toBeTruthy();
    expect(featured.textContent).toContain('Windows protected your PC');
    expect(featured.textContent).toContain('More info, then Run anyway');
    // Every system is listed; the visitor's own stays the first one on the page.
    const links = screen.getAllByRole('link', { name: /^Download for / }).map((link) => link.textContent);
    expect(links).toEqual(['Download for Windows', 'Download for macOS', 'Download for Linux']);
    expect(screen.getByText('Zip, 31.2 MB')).toBeTruthy();
  });

  it('puts macOS first for a Mac, with the right-click Open step', async () => {
    renderPage({ userAgent: MAC_UA });
    const first = (await screen.findAllByRole('link', { name: /^Download for / }))[0]!;
    expect(first.textContent).toBe('Download for macOS');
    expect(first.closest('section')!.textContent).toContain(
      'Right-click Support Recorder.command and choose Open',
    );
  });

  it('puts Linux first on Linux, with chmod', async () => {
    renderPage({ userAgent: LINUX_UA });
    const first = (await screen.findAllByRole('link', { name: /^Download for / }))[0]!;
    expect(first.textContent).toBe('Download for Linux');
    expect(first.closest('section')!.textContent).toContain('chmod +x support-recorder runtime/node');
  });

  it('lists all systems without guessing on a phone', async () => {
    renderPage({ userAgent: ANDROID_UA });
    expect(await screen.findByText(/runs on Windows, macOS and Linux computers/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Download for / })).toHaveLength(3);
  });

  it('says when the server has not built the recorder', async () => {
    renderPage({ userAgent: WINDOWS_UA, files: [] });
    expect((await screen.findByRole('alert')).textContent).toContain('has not been built on this server');
    expect(screen.queryByRole('link', { name: /^Download for / })).toBeNull();
  });

  it('speaks German', async () => {
    await changeLanguage('de');
    renderPage({ userAgent: WINDOWS_UA });
    const button = await screen.findByRole('link', { name: 'Für Windows herunterladen' });
    const featured = button.closest('section')!;
    expect(await within(featured).findByText('ZIP, 28,0 MB')).toBeTruthy();
    expect(featured.textContent).toContain('„Weitere Informationen“ und dann auf „Trotzdem ausführen“');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Desktop-Recorder');
  });
});

describe('detectPlatform', () => {
  it('prefers client hints and falls back to the user agent', () => {
    expect(detectPlatform({ userAgent: LINUX_UA, userAgentData: { platform: 'Windows' } })).toBe('win-x64');
    expect(detectPlatform({ userAgentData: { platform: 'macOS' } })).toBe('darwin-x64');
    expect(detectPlatform({ userAgentData: { platform: 'Chrome OS' } })).toBeNull();
    expect(detectPlatform({ userAgent: MAC_UA })).toBe('darwin-x64');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)' })).toBeNull();
    expect(
      detectPlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }),
    ).toBeNull();
    expect(detectPlatform(undefined)).toBeNull();
  });
});
