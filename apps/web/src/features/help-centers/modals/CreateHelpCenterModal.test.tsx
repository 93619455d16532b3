import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderArticleScreen } from '../../articles/testing';
import { fakeHelpCenterApi, HELP_CENTER_ID } from '../testing';
import CreateHelpCenterModal from './CreateHelpCenterModal';

const AT = { pattern: '/helpcenters/create', path: '/helpcenters/create' };
function renderCreate(create?: { status: number; data?: unknown }) {
  const calls = fakeHelpCenterApi({ create });
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
    await waitFor(() => expect(router.state.location.pathname).toBe(`/helpcenters/${HELP_CENTER_ID}`));
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
