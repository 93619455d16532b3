import type { HelpCenter } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderArticleScreen } from '../../articles/testing';
import { fakeApi } from '../../auth/testing';
import CreateHelpCenterModal from './CreateHelpCenterModal';

const AT = { pattern: '/helpcenters/create', path: '/helpcenters/create' };
const CENTER_ID = '0b7c3a52-5d1e-4c3f-9a8b-7c6d5e4f3a2b';

const center: HelpCenter = {
  id: CENTER_ID,
  name: 'Acme Help',
  description: null,
  slug: 'acme-help',
  publicUrl: 'http://localhost:3000/docs/acme-help',
  logo: null,
  settings: {
    logo: null,
    backToHomepageUrl: null,
    language: 'en-US',
    primaryColor: '#FF6B00',
    backgroundColor: '#000000',
    textColor: '#ffffff',
    authenticationType: 'NONE',
    ssoEnabled: false,
    hasPassword: false,
  },
  theme: null,
  links: [],
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

function renderCreate(reply: { status: number; data?: unknown } = { status: 201, data: center }) {
  const calls = fakeApi((request) =>
    request.url === '/help-centers' && request.method === 'post' ? reply : undefined,
  );
  const { router } = renderArticleScreen(<CreateHelpCenterModal />, AT);
  return { calls, router };
}

afterEach(cleanup);

describe('create help center dialog', () => {
  it('requires a name, then creates the help center and opens it', async () => {
    const { calls, router } = renderCreate();
    expect(await screen.findByRole('dialog', { name: 'Create Help Center' })).toBeTruthy();
    expect(screen.getByText('Its address is made from the name and cannot be changed later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Help Center' }));
    expect(await screen.findByText('Please enter a name')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  Acme Help ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Help Center' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/helpcenters/${CENTER_ID}`));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/help-centers',
      body: { name: 'Acme Help', description: null },
    });
  }, 30_000);

  it("keeps the dialog with the server's message when creating fails", async () => {
    const { router } = renderCreate({
      status: 409,
      data: { message: 'A help center with this name exists' },
    });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Acme Help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Help Center' }));
    expect(await screen.findByText('A help center with this name exists')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/helpcenters/create');
  });

  it('closes to the help centers with Cancel', async () => {
    const { calls, router } = renderCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpcenters'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderCreate();
      expect(await screen.findByRole('dialog', { name: 'Hilfecenter erstellen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
