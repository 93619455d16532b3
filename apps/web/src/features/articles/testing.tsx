import type { Article } from '@support/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ClockProvider, fixedClock } from '../../lib/clock';
import { initI18n } from '../../lib/i18n';

/** Test helpers of the article screens: a sample article and a data router in English. */

export const ARTICLE_ID = '7d2c4f9a-1b3e-4c5d-8e6f-9a0b1c2d3e4f';

export function sampleArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: ARTICLE_ID,
    title: 'Reset your password',
    articleType: 'FREEFORM_TEXT',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    creator: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test' },
    tags: [],
    isPubliclyShared: false,
    sharingId: null,
    publicKnowledgeBaseArticleGroupId: null,
    sortOrder: 0,
    status: 'finished',
    content: '# Reset\n\nOpen the settings.',
    organization: { tags: [] },
    activeArticleVersion: {
      id: '8e3d5a0b-2c4f-4d6e-9f70-0b1c2d3e4f5a',
      version: 1,
      contentType: 'STEP_BY_STEP_GUIDE',
      failureReason: null,
      finishedAt: '2026-01-01T00:00:00.000Z',
      hasAudio: false,
      sourceLanguage: 'en',
      generationStage: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      content: '# Reset\n\nOpen the settings.',
      mediaOutput: null,
      steps: [],
    },
    canDelete: true,
    ...overrides,
  };
}

/** The moment article screens are rendered at: dates in fixtures are read against it, not today. */
export const SCREEN_TEST_NOW = '2026-06-01T12:00:00.000Z';

let i18nReady = false;

/** Renders `element` on a data router (useBlocker needs one), by default at /articles/{id}. */
export function renderArticleScreen(
  element: ReactNode,
  at: { pattern: string; path: string } = {
    pattern: '/articles/:articleId',
    path: `/articles/${ARTICLE_ID}`,
  },
) {
  if (!i18nReady) {
    sessionStorage.setItem('lang', 'en');
    initI18n();
    i18nReady = true;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: at.pattern, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [at.path] },
  );
  render(
    <ClockProvider clock={fixedClock(SCREEN_TEST_NOW)}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<p>Loading catalogue</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </ClockProvider>,
  );
  return { router, queryClient };
}
