import type { AdminArticle } from '@support/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import ArticleAdminModal from '../articles/modals/ArticleAdminModal';
import { ARTICLE_ID, renderArticleScreen } from '../articles/testing';
import { fakeAdminApi, JOB_ID, ORG_ID, USER_ID } from './testing';

afterEach(() => {
  cleanup();
  toast.remove();
});

const VERSION_ID = '9e1f2a3b-4c5d-4e6f-8a7b-8c9d0e1f2a3b';

function sampleAdminArticle(): AdminArticle {
  return {
    article: {
      id: ARTICLE_ID,
      title: 'Change the billing email',
      status: 'private',
      articleType: 'STEP_RECORDING',
      organization: { id: ORG_ID, name: 'Globex' },
      creator: { id: USER_ID, email: 'hank@globex.test', name: 'Hank Scorpio' },
      createdAt: '2026-11-27T08:00:00.000Z',
      updatedAt: '2026-11-27T08:01:00.000Z',
    },
    versions: [
      {
        id: VERSION_ID,
        version: 1,
        language: 'en',
        contentType: 'STEP_BY_STEP',
        active: true,
        hasAudio: false,
        generationStage: 'WRITING_ARTICLE',
        failureReason: 'TEMPORARY_GENERATION_SERVICE_DOWNTIME',
        stepCount: 3,
        createdAt: '2026-11-27T08:00:00.000Z',
        finishedAt: null,
      },
    ],
    jobs: [
      {
        id: JOB_ID,
        type: 'generate-article',
        status: 'failed',
        attempts: 3,
        maxAttempts: 3,
        lastError: 'PolishFailedError: the AI polishing pass failed',
        runAt: '2026-11-27T08:00:00.000Z',
        createdAt: '2026-11-27T08:00:00.000Z',
        updatedAt: '2026-11-27T08:01:00.000Z',
        finishedAt: '2026-11-27T08:01:00.000Z',
      },
    ],
    files: [
      { kind: 'screenshot', key: `a/${ARTICLE_ID}/1.png`, version: 1, sizeBytes: 40_000 },
      { kind: 'screenshot', key: `a/${ARTICLE_ID}/2.png`, version: 1, sizeBytes: null },
    ],
    totalBytes: 40_000,
  };
}

describe('article admin dialog for a super admin', () => {
  it('shows versions, jobs with their errors, files with sizes, and regenerates after the confirmation', async () => {
    const calls = fakeAdminApi((request) => {
      if (request.url === `/admin/articles/${ARTICLE_ID}`) return { status: 200, data: sampleAdminArticle() };
      if (request.url === `/admin/articles/${ARTICLE_ID}/regenerate`)
        return {
          status: 409,
          data: { message: 'The article is already being generated', code: 'ALREADY_PROCESSING' },
        };
      return undefined;
    });
    renderArticleScreen(<ArticleAdminModal />, {
      pattern: '/articles/:articleId/admin',
      path: `/articles/${ARTICLE_ID}/admin`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Article status' });
    expect(await within(dialog).findByText('Change the billing email')).toBeTruthy();
    const versions = within(dialog).getByRole('table', { name: 'Versions' });
    expect(within(versions).getByText('Failed: the AI service was unavailable')).toBeTruthy();
    const jobs = within(dialog).getByRole('table', { name: 'Jobs' });
    expect(within(jobs).getByText('PolishFailedError: the AI polishing pass failed')).toBeTruthy();
    expect(within(jobs).getByText('3 of 3')).toBeTruthy();
    const files = within(dialog).getByRole('table', { name: 'Files' });
    expect(within(files).getByText('2 files')).toBeTruthy();
    expect(within(files).getByText('1 missing')).toBeTruthy();
    expect(within(dialog).getByText('Total stored: 40 kB')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate the article?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Regenerate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The article is already being generated',
    );
  });
});
