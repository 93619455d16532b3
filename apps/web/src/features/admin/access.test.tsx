import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar } from '../../app/shell/Sidebar';
import { renderRoute } from '../../testing/harness';
import { sampleProfile } from '../settings/testing';
import { fakeAdminApi, renderAdmin, sampleUser, superAdminProfile } from './testing';

afterEach(cleanup);

const userPage = (request: { url: string }) =>
  request.url.startsWith('/admin/users')
    ? { status: 200, data: { items: [sampleUser()], nextCursor: null } }
    : undefined;

describe('who sees the admin area', () => {
  it('shows the Admin group in the sidebar to a super admin only', async () => {
    fakeAdminApi(() => undefined, superAdminProfile());
    renderRoute('/articles', [{ path: '/articles', element: <Sidebar compact={false} /> }]);
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(navigation).findByText('Admin');
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
        .slice(-5),
    ).toEqual([
      ['Organizations', '/admin/organizations'],
      ['Users', '/admin/users'],
      ['Jobs', '/admin/jobs'],
      ['System', '/admin/system'],
      ['Audit log', '/admin/audit'],
    ]);
    cleanup();

    fakeAdminApi(() => undefined, sampleProfile());
    renderRoute('/articles', [{ path: '/articles', element: <Sidebar compact={false} /> }]);
    const regular = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(regular).findByRole('link', { name: 'Settings' });
    expect(within(regular).queryByText('Admin')).toBeNull();
    expect(within(regular).queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('answers anyone else with the not-found page, without asking for the data', async () => {
    const calls = fakeAdminApi(userPage, sampleProfile());
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Error Code: 404')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/admin'))).toEqual([]);
  });

  it('opens the page for a super admin', async () => {
    fakeAdminApi(userPage);
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getByText('hank@globex.test')).toBeTruthy());
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });
});
