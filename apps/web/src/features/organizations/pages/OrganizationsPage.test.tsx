import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute, SERVER_ERROR } from '../../../testing/harness';
import { LABS_ID, sampleOrganization, sampleProfile } from '../../settings/testing';
import OrganizationsPage from './OrganizationsPage';

const acme = sampleOrganization();
const labs = sampleOrganization({ id: LABS_ID, name: 'Labs', slug: 'labs' });

function renderPage(
  list: { status: number; data?: unknown } = { status: 200, data: { organizations: [acme, labs] } },
) {
  const calls = fakeApi((request) => {
    if (request.url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (request.url === '/organization/active') return { status: 200, data: acme };
    if (request.url === '/organization') return list;
    if (request.url === '/organization/change') return { status: 200, data: labs };
    return undefined;
  });
  const router = renderRoute('/settings/organizations', [
    { path: '/settings/organizations', element: <OrganizationsPage /> },
  ]);
  return { calls, router };
}

afterEach(cleanup);

describe('organizations page', () => {
  it('lists the organizations and switches to another one', async () => {
    const { calls } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your organizations' })).toBeTruthy();
    const switchToLabs = await screen.findByRole('button', { name: 'Switch to Labs' });
    expect(screen.queryByRole('button', { name: 'Switch to Acme' })).toBeNull();
    fireEvent.click(switchToLabs);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: '/organization/change', body: { id: LABS_ID } }),
    );
  });

  it('offers to create an organization', async () => {
    const { router } = renderPage();
    expect(await screen.findByText('Working with another team?')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Create Organization' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/create'));
  });

  it('says when the list cannot be loaded and loads it again on Try again', async () => {
    const { calls } = renderPage(SERVER_ERROR);
    expect(await screen.findByText('Failed to load this page.')).toBeTruthy();
    const loads = () => calls.filter((call) => call.url === '/organization').length;
    const before = loads();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Organisationen' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Zu Labs wechseln' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Organisation erstellen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
