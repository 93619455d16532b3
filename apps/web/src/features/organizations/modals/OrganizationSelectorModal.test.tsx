import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { LABS_ID, sampleOrganization, sampleProfile } from '../../settings/testing';
import OrganizationSelectorModal from './OrganizationSelectorModal';

const acme = sampleOrganization();
const labs = sampleOrganization({ id: LABS_ID, name: 'Labs', slug: 'labs' });

function renderSelector(organizations = [acme, labs]) {
  const calls = fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (config.url === '/organization') return { status: 200, data: { organizations } };
    if (config.url === '/organization/change') return { status: 200, data: labs };
    return undefined;
  });
  const router = renderRoute('/organization-selector', [
    { path: '/organization-selector', element: <OrganizationSelectorModal /> },
  ]);
  return { calls, router };
}

afterEach(cleanup);

describe('organization selector', () => {
  it('marks the current organization and enables the switch only for another one', async () => {
    renderSelector();
    const current = await screen.findByRole('button', { name: /Acme/ }, { timeout: 5000 });
    expect(current.textContent).toContain('Your current organization');
    expect(current.textContent).toContain('Current');
    expect(screen.getByRole('button', { name: /Labs/ }).textContent).toContain('Click to select');

    const switchButton = screen.getByRole('button', { name: 'Switch Organization' }) as HTMLButtonElement;
    expect(switchButton.disabled).toBe(true);
    fireEvent.click(current);
    expect(switchButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Labs/ }));
    expect(switchButton.disabled).toBe(false);
  });

  it('switches, reloads the profile and closes to the background page', async () => {
    const { calls, router } = renderSelector();
    fireEvent.click(await screen.findByRole('button', { name: /Labs/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch Organization' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/organizations'));
    expect(calls).toContainEqual({ method: 'POST', url: '/organization/change', body: { id: LABS_ID } });
    const profileLoads = calls.filter((call) => call.url === '/profile/user');
    expect(profileLoads.length).toBeGreaterThanOrEqual(2);
  });

  it('says when there is no other organization', async () => {
    renderSelector([acme]);
    expect(await screen.findByText('No other organizations available')).toBeTruthy();
    expect(screen.getByText('You only have access to one organization.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Organizations' }).getAttribute('href')).toBe(
      '/settings/organizations',
    );
  });
});
