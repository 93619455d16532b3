import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../auth/testing';
import { ARTICLE_ID, renderArticleScreen } from '../testing';
import CreateArticleModal from './CreateArticleModal';

const AT = { pattern: '/articles/create', path: '/articles/create' };

afterEach(cleanup);

describe('write manual article dialog', () => {
  it('creates the article from its title and opens it', async () => {
    const calls = fakeApi(() => ({ status: 201, data: { id: ARTICLE_ID } }));
    const { router } = renderArticleScreen(<CreateArticleModal />, AT);
    expect(await screen.findByRole('dialog', { name: 'Write manual article' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Export a report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`));
    expect(calls.find((call) => call.url === '/help-articles/create-manual-article')).toMatchObject({
      method: 'POST',
      body: { title: 'Export a report' },
    });
  });

  it('closes to the articles with Cancel and creates nothing', async () => {
    const calls = fakeApi(() => undefined);
    const { router } = renderArticleScreen(<CreateArticleModal />, AT);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeApi(() => undefined);
      renderArticleScreen(<CreateArticleModal />, AT);
      expect(await screen.findByRole('dialog', { name: 'Artikel manuell schreiben' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Artikel erstellen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
