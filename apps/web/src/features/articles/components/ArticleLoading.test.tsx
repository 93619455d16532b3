import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listedArticle } from '../listedArticle';
import { LIST, row, serve, version } from '../listTesting';
import ArticlesPage from '../pages/ArticlesPage';
import { articleKeys } from '../queries';
import { renderArticleScreen, sampleArticle } from '../testing';
import { ArticleLoading } from './ArticleLoading';

afterEach(cleanup);

/** Opening an article (issue 51 item 5): its own loading state, and the list fetching ahead. */
describe('opening an article', () => {
  it('shows the article’s title and “Opening the article …”, not “Generating article ...”, for a written article', async () => {
    renderArticleScreen(
      <ArticleLoading listed={row({ title: 'Refund an order', articleType: 'FREEFORM_TEXT' })} />,
    );
    expect(await screen.findByRole('heading', { name: 'Refund an order' })).toBeTruthy();
    expect(screen.getByText('Opening the article …')).toBeTruthy();
    expect(screen.queryByText('Generating article ...')).toBeNull();
  });

  it('keeps the specification’s “Generating article ...” for a recording still being written', async () => {
    const recording = row({ title: 'Calibrate', activeArticleVersion: version(null, null) });
    renderArticleScreen(<ArticleLoading listed={recording} />);
    expect(await screen.findByText('Generating article ...')).toBeTruthy();
  });

  it('opens an article no list has shown without claiming anything is generated', async () => {
    renderArticleScreen(<ArticleLoading listed={undefined} />);
    expect(await screen.findByText('Opening the article …')).toBeTruthy();
    expect(screen.queryByText('Generating article ...')).toBeNull();
  });

  it('finds the row in the list’s pages while the article loads', () => {
    const queryClient = new QueryClient();
    const wanted = row({ title: 'Deep in page two' });
    queryClient.setQueryData([...articleKeys.list('all'), 'pages', {}], {
      pages: [
        { articles: [row({})], total: 2, nextCursor: 'x' },
        { articles: [wanted], total: 2, nextCursor: null },
      ],
      pageParams: [undefined, 'x'],
    });
    expect(listedArticle(queryClient, wanted.id)?.title).toBe('Deep in page two');
    expect(listedArticle(queryClient, crypto.randomUUID())).toBeUndefined();
  });

  it('fetches the article while the pointer rests on its row, once', async () => {
    const article = row({ title: 'Refund an order', articleType: 'FREEFORM_TEXT' });
    const calls = serve([article], undefined, (request) =>
      request.url === `/help-articles/${article.id}`
        ? { status: 200, data: sampleArticle({ id: article.id, title: article.title }) }
        : undefined,
    );
    renderArticleScreen(<ArticlesPage />, LIST);
    const link = (await screen.findByText('Refund an order')).closest('a') as HTMLElement;
    expect(calls.some((call) => call.url === `/help-articles/${article.id}`)).toBe(false);
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    await waitFor(() =>
      expect(calls.filter((call) => call.url === `/help-articles/${article.id}`)).toHaveLength(1),
    );
  }, 30_000);
});
