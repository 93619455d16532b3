import type { ApiKey } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/AppToaster';
import { changeLanguage } from '../../lib/i18n';
import { fakeApi } from '../../testing/harness';
import { renderArticleScreen } from '../articles/testing';
import ApiKeysPage from './pages/ApiKeysPage';

afterEach(async () => {
  cleanup();
  toast.remove();
  await changeLanguage('en');
});

const SECRET = `sk_${'Ab3dE9fGh'.repeat(4)}xyz0123`;

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'CMS sync',
  prefix: 'sk_Q1w2E3r4',
  scopes: ['articles:read', 'articles:write'],
  createdBy: { name: 'Ada Admin', email: 'ada@example.com' },
  createdAt: '2026-12-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...overrides,
});

/** The API keys API over a list the test can watch change. */
function fakeKeysApi(initial: ApiKey[]) {
  let rows = [...initial];
  return fakeApi(({ method, url, data }) => {
    if (method === 'get' && url === '/api-keys') return { status: 200, data: { keys: rows } };
    if (method === 'post' && url === '/api-keys') {
      const body = JSON.parse(data ?? '{}');
      const created = key({
        id: crypto.randomUUID(),
        name: body.name,
        scopes: body.scopes,
        prefix: SECRET.slice(0, 11),
      });
      rows = [created, ...rows];
      return { status: 201, data: { key: created, secret: SECRET } };
    }
    if (method === 'delete') {
      const id = url.split('/')[2];
      rows = rows.filter((row) => row.id !== id);
      return { status: 200, data: { message: 'API key revoked' } };
    }
    return undefined;
  });
}

const renderPage = () =>
  renderArticleScreen(
    <>
      <ApiKeysPage />
      <AppToaster />
    </>,
    { pattern: '/settings/api-keys', path: '/settings/api-keys' },
  );

describe('Settings → API keys', () => {
  it('lists each key with its prefix, scopes, creator, last use and expiry', async () => {
    fakeKeysApi([
      key(),
      key({
        id: crypto.randomUUID(),
        name: 'Analytics export',
        prefix: 'sk_Z9y8X7w6',
        scopes: ['analytics:read'],
        lastUsedAt: '2026-12-03T08:30:00.000Z',
        expiresAt: '2027-03-31T22:59:59.000Z',
      }),
    ]);
    renderPage();
    expect(await screen.findByText('CMS sync')).toBeTruthy();
    expect(screen.getByText('sk_Q1w2E3r4…', { selector: 'code' })).toBeTruthy();
    expect(screen.getByText('Write articles')).toBeTruthy();
    expect(screen.getByText('Read analytics')).toBeTruthy();
    expect(screen.getAllByText(/Created by Ada Admin/)).toHaveLength(2);
    expect(screen.getByText(/never used/)).toBeTruthy();
    expect(screen.getByText(/last used/)).toBeTruthy();
    expect(screen.getByText(/expires Mar 31, 2027/)).toBeTruthy();
  }, 30_000);

  it('creates a key and shows its secret once, with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const calls = fakeKeysApi([]);
    renderPage();
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: ' Zapier ' } });
    fireEvent.click(within(dialog).getByLabelText(/Publish/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'API key “Zapier” created' });
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByText(/shown only this once/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api-keys',
      body: { name: 'Zapier', scopes: ['articles:read', 'articles:publish'], expiresAt: null },
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Gone for good: the list shows only the prefix.
    expect(await screen.findByText('Zapier')).toBeTruthy();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  }, 30_000);

  it('revokes a key only after the confirmation', async () => {
    const calls = fakeKeysApi([key()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CMS sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key?' });
    expect(within(dialog).getByText(/stops working at once/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('CMS sync')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api-keys/${key().id}`);
  }, 30_000);

  it('speaks German', async () => {
    await changeLanguage('de');
    fakeKeysApi([key()]);
    renderPage();
    expect(await screen.findByText('Artikel schreiben')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'API-Schlüssel erstellen' })).toBeTruthy();
  }, 30_000);
});
