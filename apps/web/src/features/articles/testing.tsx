import type { Article, Step } from '@support/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { ClockProvider, fixedClock } from '../../lib/clock';
import { initI18n } from '../../lib/i18n';
import { fakeApi } from '../../testing/harness';

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
    sharedLinkProtection: null,
    ...overrides,
  };
}

/** A recorded article's steps (the step editor's and the demo GIF's tests). */
export const STEP_IDS = [
  'a1b2c3d4-0000-4000-8000-000000000001',
  'a1b2c3d4-0000-4000-8000-000000000002',
  'a1b2c3d4-0000-4000-8000-000000000003',
] as const;

export function sampleStep(overrides: Partial<Step> = {}): Step {
  return {
    id: STEP_IDS[0],
    index: 0,
    imageRaw: '/v1/files/raw-1.png',
    imageProcessed: null,
    annotations: [],
    contextWidth: 1280,
    contextHeight: 800,
    positionX: 640,
    positionY: 400,
    endPositionX: null,
    endPositionY: null,
    action: 'CLICK',
    pageUrl: 'https://app.example.com/settings',
    pageTitle: 'Settings',
    elementLabel: 'Save',
    elementRole: 'button',
    typedValue: null,
    hideActionPointer: false,
    applyImageChangesToGif: false,
    hideStepNumber: false,
    zoomLevel: 1,
    zoomAnchorX: 50,
    zoomAnchorY: 50,
    audioStartTime: null,
    audioEndTime: null,
    transcription: null,
    summary: null,
    ...overrides,
  };
}

export function recordedArticle(steps: Step[], overrides: Partial<Article> = {}): Article {
  const base = sampleArticle({ articleType: 'STEP_RECORDING' });
  const version = base.activeArticleVersion;
  if (!version) throw new Error('sample without version');
  return { ...base, activeArticleVersion: { ...version, steps }, ...overrides };
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

/**
 * A screen that creates an article (the dialog or the new-article page) at `at`, over a fake API
 * that answers every call as the created article, or, with `creates: false`, answers nothing.
 */
export function renderCreateArticle(
  element: ReactNode,
  at: { pattern: string; path: string },
  { creates = true }: { creates?: boolean } = {},
) {
  const calls = fakeApi(({ method, url }) => {
    // The form lists the organization's own templates: none here.
    if (method === 'get' && url === '/article-templates') return { status: 200, data: { templates: [] } };
    return creates ? { status: 201, data: { id: ARTICLE_ID } } : undefined;
  });
  const { router } = renderArticleScreen(element, at);
  return { calls, router };
}

/** Types a title and presses Create article: the request carries the title and the new article opens. */
export async function expectCreatesArticle({ calls, router }: ReturnType<typeof renderCreateArticle>) {
  fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Export a report' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`));
  expect(calls.find((call) => call.url === '/help-articles/create-manual-article')).toMatchObject({
    method: 'POST',
    body: { title: 'Export a report' },
  });
}
