import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { LABS_ID } from '../../settings/testing';
import CreateOrganizationModal from './CreateOrganizationModal';

function renderCreate(reply: { status: number; data?: unknown }) {
  const calls = fakeApi((request) =>
    request.url === '/organization' && request.method === 'post' ? reply : undefined,
  );
  const router = renderRoute('/organizations/create', [
    { path: '/organizations/create', element: <CreateOrganizationModal /> },
  ]);
  return { calls, router };
}

const created = { status: 201, data: { id: LABS_ID, name: 'Labs', slug: 'labs' } };

afterEach(cleanup);

describe('create organization dialog', () => {
  it('sends the name as typed and closes to the organizations', async () => {
    const { calls, router } = renderCreate(created);
    expect(await screen.findByRole('dialog', { name: 'Create Organization' })).toBeTruthy();
    expect(screen.getByText('You become its admin, and it becomes your active organization.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Organization name'), { target: { value: 'Labs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/organizations'));
    expect(calls).toContainEqual({ method: 'POST', url: '/organization', body: { name: 'Labs' } });
  });

  it("keeps the dialog with the server's message on a 4xx", async () => {
    const { router } = renderCreate({ status: 400, data: { message: 'Organization name is required' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organizations/create');
  });

  it('closes with Cancel and creates nothing', async () => {
    const { calls, router } = renderCreate(created);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/organizations'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderCreate(created);
      expect(await screen.findByRole('dialog', { name: 'Organisation erstellen' })).toBeTruthy();
      expect(screen.getByLabelText('Name der Organisation')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Erstellen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
