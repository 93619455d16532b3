import type { ArticleTemplate } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../app/AppToaster';
import { changeLanguage } from '../../lib/i18n';
import { loadCatalogue } from '../../lib/texts';
import { type FakeReply, fakeApi } from '../../testing/harness';
import { renderArticleScreen, sampleArticle } from '../articles/testing';
import { SaveAsTemplateButton } from './components/SaveAsTemplateButton';
import TemplatesPage from './pages/TemplatesPage';

afterEach(async () => {
  cleanup();
  toast.remove();
  await changeLanguage('en');
});

const template = (overrides: Partial<ArticleTemplate> = {}): ArticleTemplate => ({
  id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Onboarding guide',
  title: 'Onboarding',
  contentLength: 18,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

/** The templates API over a list the test can watch change. */
function fakeTemplatesApi(initial: ArticleTemplate[], failWith?: FakeReply) {
  let rows = [...initial];
  const calls = fakeApi(({ method, url, data }) => {
    if (method === 'get' && url === '/article-templates') return { status: 200, data: { templates: rows } };
    if (failWith) return failWith;
    const id = url.split('/')[2];
    if (method === 'put') {
      const name = (JSON.parse(data ?? '{}') as { name: string }).name;
      rows = rows.map((row) => (row.id === id ? { ...row, name } : row));
      return { status: 200, data: rows.find((row) => row.id === id) };
    }
    if (method === 'delete') {
      rows = rows.filter((row) => row.id !== id);
      return { status: 200, data: { message: 'Template deleted' } };
    }
    if (method === 'post' && url === '/article-templates') {
      const created = template({ id: crypto.randomUUID(), name: JSON.parse(data ?? '{}').name });
      rows = [...rows, created];
      return { status: 201, data: created };
    }
    return undefined;
  });
  return calls;
}

const AT = { pattern: '/settings/templates', path: '/settings/templates' };
const renderPage = () =>
  renderArticleScreen(
    <>
      <TemplatesPage />
      <AppToaster />
    </>,
    AT,
  );

describe('Settings → Templates', () => {
  it('says how to make a template when there is none', async () => {
    fakeTemplatesApi([]);
    renderPage();
    expect(await screen.findByText('No templates yet')).toBeTruthy();
    expect(screen.getByText(/choose Save as template/)).toBeTruthy();
  }, 30_000);

  it('renames a template', async () => {
    const calls = fakeTemplatesApi([template()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Onboarding guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename template' });
    const name = within(dialog).getByLabelText(/Name/);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' First week ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First week')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/article-templates/${template().id}`,
      body: { name: 'First week' },
    });
  }, 30_000);

  it('deletes a template only after the confirmation', async () => {
    const calls = fakeTemplatesApi([template(), template({ id: crypto.randomUUID(), name: 'Release' })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Onboarding guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template?' });
    expect(within(dialog).getByText(/Articles made from it keep their text/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Onboarding guide')).toBeNull());
    expect(screen.getByText('Release')).toBeTruthy();
    expect(await screen.findByText('Template deleted')).toBeTruthy();
  }, 30_000);

  it('speaks German', async () => {
    await changeLanguage('de');
    fakeTemplatesApi([]);
    renderPage();
    expect(await screen.findByText('Noch keine Vorlagen')).toBeTruthy();
  }, 30_000);
});

describe('Save as template', () => {
  const renderButton = () =>
    renderArticleScreen(
      <>
        <SaveAsTemplateButton article={sampleArticle({ title: 'Reset a password' })} />
        <AppToaster />
      </>,
      { pattern: '/articles/:id', path: `/articles/${sampleArticle().id}` },
    );

  it("saves the article under a name, the article's title by default", async () => {
    const calls = fakeTemplatesApi([]);
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Reset a password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as template "Reset a password"')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/article-templates',
      body: { name: 'Reset a password', articleId: sampleArticle().id },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it('says so in the dialog when the organization has 100 templates', async () => {
    fakeTemplatesApi([], {
      status: 409,
      data: {
        message:
          'Your organization has reached the limit of 100 templates. Delete one in Settings → Templates first.',
        code: 'ARTICLE_TEMPLATES_FULL',
        limit: 100,
      },
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/reached the limit of 100 templates/)).toBeTruthy();
  }, 30_000);

  it('shows the limit in German from the error catalogue', async () => {
    await changeLanguage('de');
    await loadCatalogue('de', 'errors');
    fakeTemplatesApi([], {
      status: 409,
      data: { message: 'Full', code: 'ARTICLE_TEMPLATES_FULL', limit: 100 },
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Als Vorlage speichern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Als Vorlage speichern' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(/Grenze von 100 Vorlagen/)).toBeTruthy();
  }, 30_000);
});
