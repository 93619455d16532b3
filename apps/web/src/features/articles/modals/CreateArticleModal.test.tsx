import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { expectCreatesArticle, renderCreateArticle } from '../testing';
import CreateArticleModal from './CreateArticleModal';

const AT = { pattern: '/articles/create', path: '/articles/create' };

afterEach(cleanup);

describe('write manual article dialog', () => {
  it('creates the article from its title and opens it', async () => {
    const screenUnderTest = renderCreateArticle(<CreateArticleModal />, AT);
    expect(await screen.findByRole('dialog', { name: 'Write manual article' })).toBeTruthy();
    await expectCreatesArticle(screenUnderTest);
  });

  it('closes to the articles with Cancel and creates nothing', async () => {
    const { calls, router } = renderCreateArticle(<CreateArticleModal />, AT, { creates: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderCreateArticle(<CreateArticleModal />, AT, { creates: false });
      expect(await screen.findByRole('dialog', { name: 'Artikel manuell schreiben' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Artikel erstellen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
