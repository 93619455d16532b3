import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../lib/i18n';
import ArticleLayout from '../articles/pages/ArticleLayout';
import { ARTICLE_ID } from '../articles/testing';
import StepEditorPage from './pages/StepEditorPage';

/** Test helpers of the step editor: the article routes around it, and drags on the canvas. */

/** The canvas measures 1000 × 500 CSS pixels at the page's top-left corner. */
export const CANVAS = { width: 1000, height: 500 };

export function measureCanvas() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.hasAttribute('data-canvas')) return new DOMRect(0, 0, CANVAS.width, CANVAS.height);
    return original.call(this);
  };
}

const at = (x: number, y: number) => ({
  clientX: (x / 100) * CANVAS.width,
  clientY: (y / 100) * CANVAS.height,
  button: 0,
  pointerId: 1,
});

/** A drag on the canvas from one point to another, in percent of the image. */
export function dragOnCanvas(from: [number, number], to: [number, number], target?: Element) {
  const canvas = document.querySelector('[data-canvas]');
  if (!canvas) throw new Error('no canvas');
  fireEvent.pointerDown(target ?? canvas, at(...from));
  fireEvent.pointerMove(canvas, at((from[0] + to[0]) / 2, (from[1] + to[1]) / 2));
  fireEvent.pointerMove(canvas, at(...to));
  fireEvent.pointerUp(canvas, at(...to));
}

export const toolButton = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Annotation tools' })).getByRole('button', { name });

/** The names in the Annotations list, in order ([] without any). */
export function annotationNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Annotations' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent ?? '');
}

let i18nReady = false;

/** The article routes around the step editor, at `path`; /articles answers 'Articles list'. */
export function renderStepEditor(path: string) {
  if (!i18nReady) {
    sessionStorage.setItem('lang', 'en');
    initI18n();
    i18nReady = true;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/articles', element: <p>Articles list</p> },
      {
        path: '/articles/:articleId',
        element: <ArticleLayout />,
        children: [
          { index: true, element: <p>Article tab</p> },
          { path: 'steps', element: <StepEditorPage /> },
          { path: 'steps/:stepId', element: <StepEditorPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading catalogue</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return router;
}

export const stepPath = (stepId?: string) => `/articles/${ARTICLE_ID}/steps${stepId ? `/${stepId}` : ''}`;
