import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { ALL_PLANS, PUBLIC_CONFIG } from '../../plans/testing';
import { expectInstallInstructions } from '../../recorder/testing';
import { sampleProfile } from '../../settings/testing';
import GetStartedPage from './GetStartedPage';

function renderPage(hasPaidPlan: boolean) {
  fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: sampleProfile({ hasPaidPlan }) };
    if (config.url === '/plan/available') return { status: 200, data: { plans: ALL_PLANS } };
    if (config.url === '/config') return { status: 200, data: PUBLIC_CONFIG };
    return undefined;
  });
  renderRoute('/get-started', [{ path: '/get-started', element: <GetStartedPage /> }]);
}

// Catalogues load lazily; on busy cores the first one can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

describe('get started page', () => {
  it('shows how to install the recorder, the 5-step record guide and the auto-convert info', async () => {
    renderPage(false);
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Ada! Create your first help article' }),
    ).toBeTruthy();
    await expectInstallInstructions();

    const guide = screen.getByRole('heading', { name: /Record your first guide/ }).closest('section')!;
    const steps = within(guide).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]!.textContent).toContain('Open the page you want to document');
    expect(steps[1]!.textContent).toContain('Click the recorder, then Start');
    expect(steps[2]!.textContent).toContain('Do the task as usual');
    expect(steps[3]!.textContent).toContain('Click Stop');
    expect(steps[4]!.textContent).toContain('Your article is in Articles');

    expect(screen.getByRole('heading', { name: 'Recordings become articles automatically' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Articles' }).getAttribute('href')).toBe('/articles');
  });

  it('offers Go Pro on an unpaid plan only', async () => {
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Go Pro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/settings/plans');
    cleanup();

    renderPage(true);
    await screen.findByRole('link', { name: 'Download extension' });
    await screen.findByRole('heading', { name: /Welcome, Ada/ });
    expect(screen.queryByRole('heading', { name: 'Go Pro' })).toBeNull();
  });
});
