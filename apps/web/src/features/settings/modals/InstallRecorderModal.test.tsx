import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import { expectInstallInstructions } from '../../recorder/testing';
import InstallRecorderModal from './InstallRecorderModal';

// Catalogues load lazily; on busy cores the first one can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

describe('install recorder modal', () => {
  it('shows how to install the recorder and closes to /get-started when opened directly', async () => {
    fakeApi((config) => (config.url === '/config' ? { status: 200, data: PUBLIC_CONFIG } : undefined));
    const router = renderRoute('/install-recorder', [
      { path: '/install-recorder', element: <InstallRecorderModal /> },
      { path: '/get-started', element: <p>Get started page</p> },
    ]);
    expect(await screen.findByRole('dialog', { name: 'Install the recorder' })).toBeTruthy();
    await expectInstallInstructions();

    // The footer's Close; the header's X carries the same name.
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('Get started page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/get-started');
  });
});
