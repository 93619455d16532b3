import type { ArticleComment, ArticleCommentThread } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { fakeApi } from '../../testing/harness';
import { ArticleRow } from '../articles/components/ArticleRow';
import { row } from '../articles/listTesting';
import { ARTICLE_ID, renderArticleScreen } from '../articles/testing';
import { ADA_ID, MAX_ID, sampleOrganization, sampleProfile } from '../settings/testing';
import { CommentsPanel } from './components/CommentsPanel';

afterEach(async () => {
  cleanup();
  toast.remove();
  await changeLanguage('en');
});

const comment = (overrides: Partial<ArticleComment> = {}): ArticleComment => ({
  id: crypto.randomUUID(),
  body: 'Which plan do we mean?',
  author: { id: MAX_ID, name: 'Max Muster' },
  mentions: [],
  createdAt: '2026-05-30T10:00:00.000Z',
  editedAt: null,
  canEdit: false,
  canDelete: false,
  ...overrides,
});

const thread = (overrides: Partial<ArticleCommentThread> = {}): ArticleCommentThread => ({
  ...comment(),
  anchor: null,
  resolved: null,
  replies: [],
  ...overrides,
});

/** The comments API over threads the test can watch change. */
function fakeCommentsApi(initial: ArticleCommentThread[]) {
  let threads = [...initial];
  const base = `/help-articles/${ARTICLE_ID}/comments`;
  return fakeApi(({ method, url, data }) => {
    if (url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (url === '/organization/active') return { status: 200, data: sampleOrganization() };
    if (method === 'get' && url === base) return { status: 200, data: { threads } };
    if (method === 'post' && url === base) {
      const body = JSON.parse(data ?? '{}');
      const created = thread({
        body: body.body,
        author: { id: ADA_ID, name: 'Ada Lovelace' },
        anchor: body.anchor?.stepId
          ? { type: 'step', stepId: body.anchor.stepId, stepIndex: 1, gone: false }
          : body.anchor
            ? { type: 'text', quote: body.anchor.quote, offset: 0, gone: false }
            : null,
        canEdit: true,
        canDelete: true,
      });
      threads = [...threads, created];
      return { status: 201, data: created };
    }
    const resolve = url.match(new RegExp(`^${base}/([^/]+)/(resolve|reopen)$`));
    if (method === 'post' && resolve) {
      threads = threads.map((row) =>
        row.id === resolve[1]
          ? {
              ...row,
              resolved:
                resolve[2] === 'resolve'
                  ? { by: { id: ADA_ID, name: 'Ada Lovelace' }, at: '2026-06-01T11:00:00.000Z' }
                  : null,
            }
          : row,
      );
      return { status: 200, data: threads.find((row) => row.id === resolve[1]) };
    }
    return undefined;
  });
}

const STEPS = [
  { id: '5e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b', index: 0 },
  { id: '6f2e3d4c-5b6a-4f7e-9d8c-0b1a2f3e4d5c', index: 1 },
];

const renderPanel = (selection: { quote: string; offset: number } | null = null) =>
  renderArticleScreen(
    <CommentsPanel articleId={ARTICLE_ID} selection={selection} steps={STEPS} onClose={() => undefined} />,
  );

describe('Comments panel', () => {
  it('shows open threads with their quote, and resolved ones behind the filter', async () => {
    fakeCommentsApi([
      thread({ anchor: { type: 'text', quote: 'choose a plan', offset: 10, gone: false } }),
      thread({
        body: 'Old remark',
        anchor: { type: 'text', quote: 'removed words', offset: 3, gone: true },
        resolved: { by: { id: ADA_ID, name: 'Ada Lovelace' }, at: '2026-05-31T10:00:00.000Z' },
      }),
    ]);
    renderPanel();
    expect(await screen.findByText('Which plan do we mean?')).toBeTruthy();
    expect(screen.getByText('choose a plan')).toBeTruthy();
    expect(screen.queryByText('Old remark')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved (1)' }));
    expect(await screen.findByText('Old remark')).toBeTruthy();
    expect(screen.getByText('(text changed)')).toBeTruthy();
    expect(screen.getByText('Resolved by Ada Lovelace')).toBeTruthy();
  }, 30_000);

  it('mentions a member picked with the keyboard and sends the id with the quoted selection', async () => {
    const calls = fakeCommentsApi([]);
    renderPanel({ quote: 'Open the billing page', offset: 0 });
    const field = await screen.findByRole('combobox', { name: 'New comment' });
    fireEvent.change(field, { target: { value: 'Please check @mu', selectionStart: 16 } });
    const list = await screen.findByRole('listbox', { name: 'Members' });
    // Ada is the caller: only the others can be mentioned.
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Max Muster max@acme.test']);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((field as HTMLTextAreaElement).value).toBe('Please check @Max Muster ');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        url: `/help-articles/${ARTICLE_ID}/comments`,
        body: {
          body: 'Please check @Max Muster',
          mentions: [MAX_ID],
          anchor: { quote: 'Open the billing page', offset: 0 },
        },
      }),
    );
    expect(await screen.findByText('Please check @Max Muster')).toBeTruthy();
  }, 30_000);

  it('starts a thread on a step, or on a quote pasted by hand', async () => {
    const calls = fakeCommentsApi([]);
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Step'), { target: { value: STEPS[1]!.id } });
    const field = screen.getByRole('combobox', { name: 'New comment' });
    fireEvent.change(field, { target: { value: 'Blurry', selectionStart: 6 } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('On step 2')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'Blurry',
      mentions: [],
      anchor: { stepId: STEPS[1]!.id },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Quote a passage' }));
    fireEvent.change(screen.getByLabelText(/Quoted text/), { target: { value: 'billing page' } });
    fireEvent.change(field, { target: { value: 'Which page?', selectionStart: 11 } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
        body: 'Which page?',
        mentions: [],
        anchor: { quote: 'billing page' },
      }),
    );
  }, 30_000);

  it('closes the picker with Escape and sends no mention for a name typed by hand', async () => {
    const calls = fakeCommentsApi([]);
    renderPanel();
    const field = await screen.findByRole('combobox', { name: 'New comment' });
    fireEvent.change(field, { target: { value: '@Max', selectionStart: 4 } });
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: '@Max', mentions: [] }),
    );
  }, 30_000);

  it('resolves and reopens a thread', async () => {
    const calls = fakeCommentsApi([thread()]);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('No open threads.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Resolved (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/reopen'))).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Open (1)' }));
    expect(await screen.findByText('Which plan do we mean?')).toBeTruthy();
  }, 30_000);

  it('shows markdown safely: no raw HTML', async () => {
    fakeCommentsApi([thread({ body: '**Bold** <img src=x onerror="alert(1)"> <script>alert(1)</script>' })]);
    renderPanel();
    const bold = await screen.findByText('Bold');
    expect(bold.tagName).toBe('STRONG');
    const card = bold.closest('article')!;
    expect(card.querySelector('img, script')).toBeNull();
  }, 30_000);

  it('speaks German', async () => {
    await changeLanguage('de');
    fakeCommentsApi([]);
    renderPanel();
    expect(await screen.findByText('Keine offenen Threads.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kommentieren' })).toBeTruthy();
  }, 30_000);
});

describe('the article list', () => {
  it('shows how many threads of an article are open, and nothing without any', async () => {
    fakeApi(() => undefined);
    renderArticleScreen(
      <ul>
        <ArticleRow article={row({ title: 'Busy', openCommentThreads: 2 })} now={new Date()} />
        <ArticleRow article={row({ title: 'Quiet', openCommentThreads: 0 })} now={new Date()} />
      </ul>,
    );
    expect(await screen.findByText('2 open comment threads')).toBeTruthy();
    expect(screen.getAllByText(/open comment thread/)).toHaveLength(1);
  }, 30_000);
});
