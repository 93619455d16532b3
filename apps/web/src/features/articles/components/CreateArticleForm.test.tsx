import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi } from '../../../testing/harness';
import { ARTICLE_ID, renderArticleScreen } from '../testing';
import { CreateArticleForm } from './CreateArticleForm';

afterEach(cleanup);

const NEW = { pattern: '/articles/new', path: '/articles/new' };

const SAVED = {
  id: '7d0f4c7e-6a55-4c57-9d67-3f0b7b0b5a11',
  name: 'Onboarding guide',
  title: 'Onboarding',
  contentLength: 18,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

/** The organization's templates for the list, and `answer` for the create call. */
const withTemplates =
  (answer: FakeReply, templates: unknown[] = []) =>
  ({ method, url }: { method: string; url: string }): FakeReply | undefined =>
    method === 'get' && url === '/article-templates' ? { status: 200, data: { templates } } : answer;
const posts = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method === 'POST');

function renderForm() {
  return renderArticleScreen(
    <>
      <CreateArticleForm formId="create" />
      <button type="submit" form="create">
        Create article
      </button>
    </>,
    NEW,
  );
}

describe('new article form', () => {
  it('requires a title and offers No Template, chosen, and the four built-in templates', async () => {
    const calls = fakeApi(withTemplates({ status: 500, data: { message: 'x' } }));
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Create article' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    expect(screen.queryByText('Your templates')).toBeNull();
    expect(screen.getByRole('radio', { name: /No Template/ })).toHaveProperty('checked', true);
    for (const name of [/FAQ/, /How-to/, /Troubleshooting/, /Release notes/]) {
      expect(screen.getByRole('radio', { name })).toHaveProperty('disabled', false);
    }
    expect(screen.queryByText('Soon')).toBeNull();
  }, 30_000);

  it('creates the article and opens it', async () => {
    const calls = fakeApi(withTemplates({ status: 201, data: { id: ARTICLE_ID } }));
    const { router } = renderForm();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: '  Export a report ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`));
    expect(posts(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/help-articles/create-manual-article',
      body: { title: 'Export a report', content: '' },
    });
  }, 30_000);

  it('creates the article from a chosen built-in template: the server writes its text', async () => {
    const calls = fakeApi(withTemplates({ status: 201, data: { id: ARTICLE_ID } }));
    const { router } = renderForm();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Login problems' } });
    fireEvent.click(screen.getByRole('radio', { name: /Troubleshooting/ }));
    expect(screen.getByRole('radio', { name: /Troubleshooting/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`));
    expect(posts(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/help-articles/create-manual-article',
      body: { title: 'Login problems', template: 'troubleshooting' },
    });
    expect(posts(calls)[0]?.body).not.toHaveProperty('content');
  }, 30_000);

  it("lists the organization's own templates under the built-in ones and creates from one", async () => {
    const calls = fakeApi(withTemplates({ status: 201, data: { id: ARTICLE_ID } }, [SAVED]));
    const { router } = renderForm();
    expect(await screen.findByText('Your templates')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'New hire: Alex' } });
    fireEvent.click(screen.getByRole('radio', { name: /Onboarding guide/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/articles/${ARTICLE_ID}`));
    expect(posts(calls)[0]).toMatchObject({
      url: '/help-articles/create-manual-article',
      body: { title: 'New hire: Alex', templateId: SAVED.id },
    });
  }, 30_000);

  it('opens the upgrade dialog when the article limit is reached', async () => {
    fakeApi(
      withTemplates({
        status: 403,
        data: {
          message: 'Limit reached',
          code: 'LIMIT_REACHED',
          feature: 'ARTICLES_TOTAL',
          name: 'Articles',
          explanation: 'Articles in total',
          hasAccess: true,
          isLimitReached: true,
          currentUsage: 10,
          limit: 10,
          upgradeMessage: null,
          suggestedPlan: 'pro',
        },
      }),
    );
    const { router } = renderForm();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'One too many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    expect(router.state.location.state).toMatchObject({ feature: 'ARTICLES_TOTAL' });
  }, 30_000);
});
