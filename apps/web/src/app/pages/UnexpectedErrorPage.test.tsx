import { cleanup, configure, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import UnexpectedErrorPage from './UnexpectedErrorPage';

function Broken(): never {
  throw new Error('boom');
}

function renderBrokenRoute() {
  initI18n();
  const router = createMemoryRouter([
    { path: '*', element: <Broken />, errorElement: <UnexpectedErrorPage /> },
  ]);
  render(<RouterProvider router={router} />);
}

// Catalogues load lazily; on busy cores the first one can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('unexpected error page', () => {
  it('replaces a screen that throws and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenRoute();
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please reload the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('reads in German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await changeLanguage('de');
    try {
      renderBrokenRoute();
      expect(await screen.findByRole('heading', { name: 'Unerwarteter Anwendungsfehler' })).toBeTruthy();
      expect(screen.getByText('Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
