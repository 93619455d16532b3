import type { ArticleReview, ReviewRequest } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../app/AppToaster';
import { fakeApi } from '../../testing/harness';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../articles/testing';
import { PublishingPanel } from './components/PublishingPanel';
import ReviewQueuePage from './pages/ReviewQueuePage';

afterEach(() => {
  cleanup();
  toast.remove();
});

const rita = {
  id: 'c1b2c3d4-0000-4000-8000-000000000001',
  firstName: 'Rita',
  lastName: 'Reviewer',
  email: 'r@x.test',
};
const max = {
  id: 'c1b2c3d4-0000-4000-8000-000000000002',
  firstName: 'Max',
  lastName: 'Member',
  email: 'm@x.test',
};
const REV = ['d1b2c3d4-0000-4000-8000-000000000001', 'd1b2c3d4-0000-4000-8000-000000000002'];

const request: ReviewRequest = {
  id: 'e1b2c3d4-0000-4000-8000-000000000001',
  articleId: ARTICLE_ID,
  articleTitle: 'Reset your password',
  status: 'OPEN',
  requester: max,
  reviewer: null,
  remark: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  canReview: true,
};

function review(overrides: Partial<ArticleReview> = {}): ArticleReview {
  return {
    needsReview: true,
    canPublishDirectly: false,
    open: null,
    latest: null,
    reviewers: [rita],
    publishedRevisionId: REV[0]!,
    latestRevisionId: REV[1]!,
    ...overrides,
  };
}

const revision = (id: string, markdown: string) => ({
  id,
  kind: 'save',
  author: null,
  summary: '',
  changes: {},
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
  title: 'Reset your password',
  markdown,
  tags: [],
  steps: [],
});

describe('Request review', () => {
  it('offers Request review instead of publishing, and asks the chosen reviewer', async () => {
    const api = fakeApi(({ url, method }) => {
      if (url === `/help-articles/${ARTICLE_ID}/review`) return { status: 200, data: review() };
      if (method === 'post' && url === `/help-articles/${ARTICLE_ID}/review-requests`)
        return { status: 201, data: { ...request, reviewer: rita, canReview: false } };
      if (url === `/help-articles/${ARTICLE_ID}`) return { status: 200, data: sampleArticle() };
      return undefined;
    });
    renderArticleScreen(
      <>
        <PublishingPanel article={sampleArticle()} />
        <AppToaster />
      </>,
    );
    expect(await screen.findByText('Draft')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Request review' }));
    fireEvent.change(await screen.findByLabelText('Reviewer'), { target: { value: rita.id } });
    const buttons = screen.getAllByRole('button', { name: 'Request review' });
    fireEvent.click(buttons.at(-1)!);
    await screen.findByText('Review requested');
    const sent = api.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ reviewerId: rita.id });
  }, 30_000);

  it("shows the reviewer's remark when changes were asked for", async () => {
    fakeApi(({ url }) => {
      if (url === `/help-articles/${ARTICLE_ID}/review`)
        return {
          status: 200,
          data: review({
            latest: { ...request, status: 'CHANGES_REQUESTED', remark: 'Say how long.', decidedBy: rita },
          }),
        };
      return undefined;
    });
    renderArticleScreen(
      <PublishingPanel article={sampleArticle({ publicationState: 'CHANGES_REQUESTED' })} />,
    );
    expect(await screen.findByText('Say how long.')).toBeTruthy();
    expect(screen.getByText('Rita Reviewer asked for changes:')).toBeTruthy();
  }, 30_000);
});

describe('the review queue', () => {
  it('shows the changes against the published version and asks for changes with a remark', async () => {
    const api = fakeApi(({ url, method }) => {
      if (url === '/review-requests') return { status: 200, data: { requests: [request], total: 1 } };
      if (url === `/help-articles/${ARTICLE_ID}/review`) return { status: 200, data: review() };
      if (url.endsWith(`/revisions/${REV[0]}`))
        return { status: 200, data: revision(REV[0]!, 'Open Settings.') };
      if (url.endsWith(`/revisions/${REV[1]}`))
        return { status: 200, data: revision(REV[1]!, 'Open Settings now.') };
      if (method === 'post' && url === `/review-requests/${request.id}/request-changes`)
        return { status: 200, data: { ...request, status: 'CHANGES_REQUESTED', remark: 'More.' } };
      return undefined;
    });
    renderArticleScreen(
      <>
        <ReviewQueuePage />
        <AppToaster />
      </>,
      { pattern: '/reviews', path: '/reviews' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const diff = await screen.findByTestId('revision-diff');
    await waitFor(() =>
      expect([...diff.querySelectorAll('.bg-emerald-100')].map((el) => el.textContent)).toEqual([
        'added:  now',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask for changes' }));
    fireEvent.change(screen.getByLabelText('What should change?'), { target: { value: 'More.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Changes requested');
    expect(api.find((c) => c.method === 'POST')?.body).toEqual({ remark: 'More.' });
  }, 30_000);
});
