import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import HelpSettingsPage from './HelpSettingsPage';

function renderHelp() {
  fakeApi((request) => (request.url === '/config' ? { status: 200, data: PUBLIC_CONFIG } : undefined));
  return renderRoute('/settings/help', [
    { path: '/settings/help', element: <HelpSettingsPage /> },
    { path: '/get-started', element: <p>Get started page</p> },
  ]);
}

afterEach(cleanup);

describe('help settings page', () => {
  it('offers the support address from the public config and the legal links', async () => {
    renderHelp();
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeTruthy();
    const write = await screen.findByRole('link', { name: 'Write to support@example.test' });
    expect(write.getAttribute('href')).toBe('mailto:support@example.test');
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(
      'https://example.test/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe(
      'https://example.test/privacy',
    );
    expect(screen.getByRole('link', { name: 'Refund policy' }).getAttribute('href')).toBe(
      'https://example.test/refund',
    );
  });

  it('leads to the resources', async () => {
    const router = renderHelp();
    expect((await screen.findByRole('link', { name: /Help page/ })).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: /Install the recorder/ }).getAttribute('href')).toBe(
      '/install-recorder',
    );
    fireEvent.click(screen.getByRole('link', { name: /Get started/ }));
    expect(await screen.findByText('Get started page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/get-started');
  });
});
