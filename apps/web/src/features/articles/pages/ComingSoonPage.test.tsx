import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { ARTICLE_ID, renderArticleScreen } from '../testing';
import ComingSoonPage from './ComingSoonPage';

const AT = { pattern: '/articles/:articleId/translations', path: `/articles/${ARTICLE_ID}/translations` };

// Catalogues load lazily; on busy cores the first one can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('coming soon page', () => {
  it('says the part is not built yet and leads back to the articles', async () => {
    const { router } = renderArticleScreen(<ComingSoonPage />, AT);
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(
      screen.getByText('This part of the article is not available yet. We are working on it.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to articles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderArticleScreen(<ComingSoonPage />, AT);
      expect(await screen.findByRole('heading', { name: 'Demnächst verfügbar' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Zurück zu den Artikeln' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
