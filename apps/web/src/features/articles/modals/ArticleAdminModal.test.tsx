import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../testing/harness';
import { sampleProfile } from '../../settings/testing';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../testing';
import ArticleAdminModal from './ArticleAdminModal';

const AT = { pattern: '/articles/:articleId/admin', path: `/articles/${ARTICLE_ID}/admin` };

/** A member's view: super admins get the admin area's panel instead (features/admin). */
function serve(article = sampleArticle()) {
  return fakeApi((request) => {
    if (request.url === '/profile/user') return { status: 200, data: sampleProfile() };
    return request.url === `/help-articles/${ARTICLE_ID}` ? { status: 200, data: article } : undefined;
  });
}

/** The value shown beside a label in the facts list. */
function fact(dialog: HTMLElement, label: string) {
  return within(dialog).getByText(label).nextElementSibling?.textContent;
}

afterEach(cleanup);

describe('article status dialog', () => {
  it("lists the article's facts", async () => {
    serve();
    renderArticleScreen(<ArticleAdminModal />, AT);
    const dialog = await screen.findByRole('dialog', { name: 'Article status' });
    expect(await within(dialog).findByText('The current facts of this article.')).toBeTruthy();
    expect(fact(dialog, 'Article ID')).toBe(ARTICLE_ID);
    expect(fact(dialog, 'Status')).toBe('Finished');
    expect(fact(dialog, 'Version')).toBe('1');
    expect(fact(dialog, 'Failure reason')).toBe('–');
    expect(fact(dialog, 'Steps')).toBe('0');
  });

  it('closes to the article when opened directly', async () => {
    serve();
    const { router } = renderArticleScreen(<ArticleAdminModal />, AT);
    await screen.findByText('Article ID');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`));
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      serve();
      renderArticleScreen(<ArticleAdminModal />, AT);
      const dialog = await screen.findByRole('dialog', { name: 'Status des Artikels' });
      expect(await within(dialog).findByText('Artikel-ID')).toBeTruthy();
      expect(fact(dialog, 'Status')).toBe('Fertig');
    } finally {
      await changeLanguage('en');
    }
  });
});
