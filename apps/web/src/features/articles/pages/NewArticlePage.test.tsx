import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectCreatesArticle, renderCreateArticle } from '../testing';
import NewArticlePage from './NewArticlePage';

const AT = { pattern: '/articles/new', path: '/articles/new' };

afterEach(cleanup);

describe('new article page', () => {
  it('creates the article from its title and opens it', async () => {
    const screenUnderTest = renderCreateArticle(<NewArticlePage />, AT);
    expect(await screen.findByRole('heading', { name: 'New article' })).toBeTruthy();
    await expectCreatesArticle(screenUnderTest);
  });

  it('leads back to the articles with Cancel', async () => {
    const { router } = renderCreateArticle(<NewArticlePage />, AT, { creates: false });
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
  });
});
