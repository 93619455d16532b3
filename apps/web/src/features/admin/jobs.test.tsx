import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAdminApi, JOB_ID, renderAdmin, sampleJob } from './testing';

afterEach(() => {
  cleanup();
  toast.remove();
});

const SUMMARY = {
  byType: [{ type: 'generate-article', queued: 2, running: 1, failed: 1 }],
  oldestQueuedSeconds: 754,
};

describe('jobs', () => {
  it('shows the counts, the failure and retries it after the confirmation', async () => {
    let job = sampleJob();
    const calls = fakeAdminApi((request) => {
      if (request.url.startsWith('/admin/jobs?') || request.url === '/admin/jobs')
        return { status: 200, data: { summary: SUMMARY, items: [job], nextCursor: null } };
      if (request.url === `/admin/jobs/${JOB_ID}/retry`) {
        job = sampleJob({ status: 'queued', attempts: 0, lastError: null, finishedAt: null });
        return { status: 200, data: job };
      }
      return undefined;
    });
    renderAdmin('/admin/jobs');
    expect(await screen.findByText('Oldest waiting job: 12 min')).toBeTruthy();
    const card = screen.getByText('Article generation', { selector: 'p' }).closest('li')!;
    expect(within(card).getByText('Queued').nextElementSibling?.textContent).toBe('2');
    expect(within(card).getByText('Failed').nextElementSibling?.textContent).toBe('1');

    const table = screen.getByRole('table', { name: 'Jobs' });
    expect(within(table).getByText('AI service answered 500')).toBeTruthy();
    expect(within(table).getByText('3 of 3')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Cancel/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Retry Article generation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry the job?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('The job is queued again.')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByText('AI service answered 500')).toBeNull());
    expect(within(table).getByRole('button', { name: 'Cancel Article generation' })).toBeTruthy();
  });

  it('filters by status and kind on the server', async () => {
    const calls = fakeAdminApi((request) =>
      request.url.startsWith('/admin/jobs')
        ? { status: 200, data: { summary: SUMMARY, items: [], nextCursor: null } }
        : undefined,
    );
    renderAdmin('/admin/jobs');
    expect(await screen.findByText('No jobs match these filters.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'generate-gif' } });
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/admin/jobs?status=failed&type=generate-gif'),
    );
  });
});
