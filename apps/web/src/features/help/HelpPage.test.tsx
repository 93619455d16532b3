import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { fakeApi, renderRoute } from '../../testing/harness';
import { PUBLIC_CONFIG } from '../plans/testing';
import HelpPage from './HelpPage';

const routes = [
  { path: '/help', element: <HelpPage /> },
  { path: '/', element: <p>Home page</p> },
];

function serveConfig() {
  fakeApi((request) => (request.url === '/config' ? { status: 200, data: PUBLIC_CONFIG } : undefined));
}

afterEach(cleanup);

describe('public help page', () => {
  it('gives the support address from the public config and leads home', async () => {
    serveConfig();
    renderRoute('/help', routes);
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeTruthy();
    expect(
      screen.getByText('Questions, problems or feedback? Write to us and we will get back to you.'),
    ).toBeTruthy();
    const contact = await screen.findByRole('link', { name: 'Contact support: support@example.test' });
    expect(contact.getAttribute('href')).toBe('mailto:support@example.test');
    fireEvent.click(screen.getByRole('link', { name: /Support as a Service/ }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      serveConfig();
      renderRoute('/help', routes);
      expect(await screen.findByRole('heading', { name: 'Hilfe' })).toBeTruthy();
      expect(
        await screen.findByRole('link', { name: 'Support kontaktieren: support@example.test' }),
      ).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
