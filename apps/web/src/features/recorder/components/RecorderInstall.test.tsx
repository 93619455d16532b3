import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import { expectInstallInstructions } from '../testing';
import { RecorderInstall } from './RecorderInstall';

function renderInstall(config: Partial<typeof PUBLIC_CONFIG> = {}) {
  fakeApi((request) =>
    request.url === '/config' ? { status: 200, data: { ...PUBLIC_CONFIG, ...config } } : undefined,
  );
  renderRoute('/', [{ path: '/', element: <RecorderInstall /> }]);
}

// Catalogues load lazily; on busy cores the first one can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('recorder install instructions', () => {
  it('offer the extension zip with the unpacked install steps and the desktop upload format', async () => {
    renderInstall();
    await expectInstallInstructions();
    expect(screen.getByText(/Why Developer mode\?/)).toBeTruthy();
  });

  it('copy chrome://extensions, which browsers will not open from a link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInstall();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy chrome://extensions' }));
    // The copy resolves after the click; wait for its feedback rather than read the first render.
    await waitFor(() => expect(screen.getByRole('status')).toHaveProperty('textContent', 'Copied'));
    expect(writeText).toHaveBeenCalledWith('chrome://extensions');
    expect(screen.queryByRole('link', { name: /chrome:\/\// })).toBeNull();
  });

  it('link a store page in a new tab, without Developer mode, when the operator configured one', async () => {
    renderInstall({ chromeExtensionUrl: 'https://chromewebstore.google.com/detail/recorder/abc' });
    const store = await screen.findByRole('link', { name: 'Add to Chrome' });
    expect(store.getAttribute('href')).toBe('https://chromewebstore.google.com/detail/recorder/abc');
    expect(store.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: 'Download extension' })).toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Install the extension' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Add the extension',
      'Pin the recorder',
      'Sign in',
    ]);
    expect(screen.queryByText(/Developer mode/)).toBeNull();
  });

  it('link a configured desktop app and still the upload format', async () => {
    renderInstall({ desktopRecorderUrl: 'https://downloads.example.test/recorder-setup.exe' });
    const app = await screen.findByRole('link', { name: 'Get the desktop app' });
    expect(app.getAttribute('href')).toBe('https://downloads.example.test/recorder-setup.exe');
    expect(screen.getByRole('link', { name: 'Upload format' }).getAttribute('href')).toBe(
      '/downloads/recording-format.md',
    );
  });

  it('lead to the desktop recorder download page, the default', async () => {
    renderInstall({ desktopRecorderUrl: '/download/desktop-recorder' });
    const download = await screen.findByRole('link', { name: 'Download the desktop recorder' });
    expect(download.getAttribute('href')).toBe('/download/desktop-recorder');
    expect(screen.queryByRole('link', { name: 'Get the desktop app' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upload format' }).getAttribute('href')).toBe(
      '/downloads/recording-format.md',
    );
  });

  it('read in German', async () => {
    await changeLanguage('de');
    renderInstall();
    const download = await screen.findByRole('link', { name: 'Erweiterung herunterladen' });
    expect(download.getAttribute('href')).toBe('/downloads/support-recorder.zip');
    expect(screen.getByText('Entwicklermodus einschalten')).toBeTruthy();
    expect(screen.getByText('Entpackte Erweiterung laden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'chrome://extensions kopieren' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Desktop-Recorder' })).toBeTruthy();
  });
});
