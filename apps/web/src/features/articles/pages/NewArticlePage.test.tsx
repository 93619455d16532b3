import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../auth/testing';
import { ARTICLE_ID, renderArticleScreen } from '../testing';
import NewArticlePage from './NewArticlePage';

const AT = { pattern: '/articles/new', path: '/articles/new' };

afterEach(cleanup);

describe('new article page', () => {
  it('creates the article from its title and opens it', async () => {
    const calls = fakeApi(() => ({ status: 201, data: { id: ARTICLE_ID } }));
    const { router } = renderArticleScreen(<NewArticlePage />, AT);
    expect(await screen.findByRole('heading', { name: 'New article' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Export a report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`));
    expect(calls.find((call) => call.url === '/help-articles/create-manual-article')).toMatchObject({
      method: 'POST',
      body: { title: 'Export a report' },
    });
  });

  it('leads back to the articles with Cancel', async () => {
    fakeApi(() => undefined);
    const { router } = renderArticleScreen(<NewArticlePage />, AT);
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
  });
});
