import type { Article, ArticleTranslation, ArticleTranslations, TranslationJob } from '@support/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ClockProvider, fixedClock } from '../../lib/clock';
import { initI18n } from '../../lib/i18n';
import type { ArticleOutlet } from '../articles/pages/ArticleLayout';
import { ARTICLE_ID, SCREEN_TEST_NOW, sampleArticle } from '../articles/testing';
import TranslationsPage from './pages/TranslationsPage';

/** Test helpers of the translation screens: real answers of the translations calls and the page. */

export { ARTICLE_ID };
export const TRANSLATIONS_URL = `/help-articles/${ARTICLE_ID}/translations`;

const JOB_IDS = {
  de: '5a1b2c3d-0000-4000-8000-00000000000d',
  fr: '5a1b2c3d-0000-4000-8000-00000000000f',
  it: '5a1b2c3d-0000-4000-8000-000000000011',
  nl: '5a1b2c3d-0000-4000-8000-000000000012',
  tr: '5a1b2c3d-0000-4000-8000-000000000013',
  en: '5a1b2c3d-0000-4000-8000-000000000014',
} as const;

export function job(language: keyof typeof JOB_IDS, overrides: Partial<TranslationJob> = {}): TranslationJob {
  return {
    id: JOB_IDS[language],
    articleId: ARTICLE_ID,
    targetLanguage: language,
    failureReason: null,
    startedAt: '2026-06-01T11:00:00.000Z',
    finishedAt: '2026-06-01T11:00:05.000Z',
    retranslationRequestedAt: null,
    createdAt: '2026-06-01T11:00:00.000Z',
    articleVersion: { knowledgeBaseArticle: { title: 'Reset your password' } },
    ...overrides,
  };
}

export function translation(
  language: ArticleTranslation['language'],
  overrides: Partial<ArticleTranslation> = {},
): ArticleTranslation {
  const texts: Record<string, [string, string]> = {
    de: ['Passwort zurücksetzen', '# Zurücksetzen\n\nÖffnen Sie die Einstellungen.'],
    fr: ['Réinitialiser le mot de passe', '# Réinitialiser\n\nOuvrez les paramètres.'],
  };
  const [title, content] = texts[language] ?? ['Title', '# Text'];
  return {
    language,
    title,
    content,
    state: 'MACHINE',
    staleSince: null,
    machineVersion: null,
    updatedAt: '2026-06-01T11:00:05.000Z',
    ...overrides,
  };
}

export function translationsAnswer(overrides: Partial<ArticleTranslations> = {}): ArticleTranslations {
  return {
    sourceLanguage: 'en',
    enabledLanguages: ['de'],
    translations: [translation('de')],
    translationJobs: [job('de')],
    ...overrides,
  };
}

let i18nReady = false;

/** The translations tab at /articles/{id}/translations (with `search`), inside a stand-in article layout. */
export function renderTranslationsPage(article: Article = sampleArticle(), search = '') {
  if (!i18nReady) {
    sessionStorage.setItem('lang', 'en');
    initI18n();
    i18nReady = true;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/articles/:articleId',
        element: <Outlet context={{ article } satisfies ArticleOutlet} />,
        children: [{ path: 'translations', element: <TranslationsPage /> }],
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/articles/${article.id}/translations${search}`] },
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
