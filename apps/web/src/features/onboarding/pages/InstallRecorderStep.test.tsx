import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import { expectInstallInstructions } from '../../recorder/testing';
import InstallRecorderStep from './InstallRecorderStep';

function renderStep() {
  fakeApi((config) => (config.url === '/config' ? { status: 200, data: PUBLIC_CONFIG } : undefined));
  return renderRoute('/onboarding/install-recorder', [
    { path: '/onboarding/install-recorder', element: <InstallRecorderStep /> },
    { path: '/onboarding/preferences', element: <p>Preferences step</p> },
    { path: '/articles', element: <p>Articles page</p> },
  ]);
}

// Catalogues load lazily; on busy cores the first one can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

describe('recorder-install onboarding step', () => {
  it('is step 4 of 4 and shows how to install the recorder', async () => {
    renderStep();
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    await expectInstallInstructions();
  });

  it('goes to /articles from Continue to Articles and from Skip for now', async () => {
    const router = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Articles' }));
    expect(await screen.findByText('Articles page')).toBeTruthy();
    cleanup();

    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Articles page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/articles');
  });

  it('goes back to the preferences', async () => {
    renderStep();
    fireEvent.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByText('Preferences step')).toBeTruthy();
  });
});
