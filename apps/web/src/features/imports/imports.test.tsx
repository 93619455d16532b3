import type { Import } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { fakeApi, renderRoute } from '../../testing/harness';
import { ADMIN_ABILITIES, MEMBER_ABILITIES, sampleOrganization, sampleProfile } from '../settings/testing';
import ImportPage from './pages/ImportPage';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

const IMPORT_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const ARTICLE_ID = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';

const report = (overrides: Partial<Import> = {}): Import => ({
  id: IMPORT_ID,
  kind: 'MARKDOWN',
  status: 'RUNNING',
  filename: 'docs.zip',
  helpCenterId: null,
  total: 4,
  processed: 1,
  imported: 0,
  updated: 0,
  skipped: 0,
  items: [],
  failureReason: null,
  createdAt: '2026-12-04T01:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const DONE = report({
  status: 'DONE',
  processed: 4,
  imported: 2,
  updated: 1,
  skipped: 1,
  finishedAt: '2026-12-04T01:01:00.000Z',
  items: [
    {
      path: 'guides/install.md',
      outcome: 'IMPORTED',
      reason: null,
      articleId: ARTICLE_ID,
      title: 'Install the app',
      redirect: '/guides/install.html',
    },
    {
      path: 'guides/extra.md',
      outcome: 'SKIPPED',
      reason: 'PLAN_LIMIT',
      articleId: null,
      title: 'Extra',
      redirect: null,
    },
  ],
});

/** The import API: the upload starts a running import, later reads of it find it finished. */
function serve(abilities = ADMIN_ABILITIES) {
  let reads = 0;
  let started = false;
  const calls = fakeApi(({ url, method }) => {
    if (url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (url === '/organization/active')
      return { status: 200, data: { ...sampleOrganization(), ...abilities } };
    if (url === '/help-centers') return { status: 200, data: [] };
    if (url === '/imports' && method === 'get') {
      const { items: _items, ...summary } = report();
      return { status: 200, data: { imports: started ? [summary] : [] } };
    }
    if (url === '/imports' && method === 'post') {
      started = true;
      return { status: 201, data: report({ status: 'QUEUED', processed: 0 }) };
    }
    if (url === `/imports/${IMPORT_ID}`) {
      reads++;
      return { status: 200, data: reads < 2 ? report() : DONE };
    }
    return undefined;
  });
  return calls;
}

const renderPage = () =>
  renderRoute('/settings/import', [{ path: '/settings/import', element: <ImportPage /> }]);

describe('Settings → Import', () => {
  it('uploads the archive with its kind, follows the progress and shows the report with article links', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Confluence space/ }));
    const file = new File(['PK'], 'space.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Start import' }));

    expect(
      await screen.findByRole('progressbar', { name: 'Import progress' }, { timeout: 5000 }),
    ).toBeTruthy();
    const upload = calls.find((call) => call.method === 'POST' && call.url === '/imports');
    const form = upload?.body as FormData;
    expect(form.get('kind')).toBe('CONFLUENCE');
    expect((form.get('file') as File).name).toBe('space.zip');

    const link = await screen.findByRole('link', { name: 'Install the app' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/articles/${ARTICLE_ID}`);
    const counts = screen.getByText('Imported', { selector: 'dt' }).parentElement!;
    expect(within(counts).getByText('2')).toBeTruthy();
    expect(screen.getByText("Your plan's article limit is reached")).toBeTruthy();
    expect(screen.getByText('/guides/install.html redirects here (301)')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 30_000);

  it('refuses a file over the size bound before sending it', async () => {
    const calls = serve();
    renderPage();
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 });
    fireEvent.change(await screen.findByLabelText(/^File/), { target: { files: [big] } });
    expect(screen.getByText(/larger than 100 MB/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 30_000);

  it('tells a member that only admins import, in German too', async () => {
    serve(MEMBER_ABILITIES);
    await changeLanguage('de');
    renderPage();
    expect(await screen.findByText('Nur Admins können Artikel importieren.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Import starten' })).toBeNull());
  }, 30_000);
});
