import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderRoute } from '../../testing/harness';
import NotFoundPage from './NotFoundPage';

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '*', element: <NotFoundPage /> },
];

afterEach(cleanup);

describe('page not found', () => {
  it('says the page does not exist and leads back home', async () => {
    renderRoute('/no/such/page', routes);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Error Code: 404')).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist or has been moved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home page' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderRoute('/no/such/page', routes);
      expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
      expect(screen.getByText('Fehlercode: 404')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
