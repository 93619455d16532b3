import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { sampleInvitation } from '../../auth/testing';
import { sampleOrganization, sampleProfile } from '../../settings/testing';
import CompanyJoinPage from './CompanyJoinPage';

const routes = [
  { path: '/onboarding/company-join', element: <CompanyJoinPage /> },
  { path: '/get-started', element: <p>Get started page</p> },
  { path: '/', element: <p>Home page</p> },
];

function serve(email = 'invitee@example.com') {
  return fakeApi((request) => {
    if (request.url.startsWith('/auth/invitation/')) return { status: 200, data: sampleInvitation };
    if (request.url === '/profile/user') return { status: 200, data: sampleProfile({ email }) };
    if (request.url === '/organization/invitations/accept')
      return { status: 200, data: sampleOrganization(sampleInvitation.organization) };
    return undefined;
  });
}

afterEach(cleanup);

describe('company join page', () => {
  it('joins the inviting organization with the token and goes on to get started', async () => {
    const calls = serve();
    renderRoute('/onboarding/company-join?inviteToken=tok', routes);
    expect(await screen.findByRole('heading', { name: 'Join acme corp' })).toBeTruthy();
    expect(screen.getByText(/You have been invited to join this organization/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Get started page')).toBeTruthy();
    expect(calls.find((call) => call.url === '/organization/invitations/accept')).toMatchObject({
      method: 'POST',
      body: { token: 'tok' },
    });
  });

  it('lets the user carry on in the personal workspace without joining', async () => {
    const calls = serve();
    renderRoute('/onboarding/company-join?inviteToken=tok', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with personal workspace instead' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(calls.some((call) => call.url === '/organization/invitations/accept')).toBe(false);
  });

  it('says when the invitation is for another e-mail address', async () => {
    serve('ada@acme.test');
    renderRoute('/onboarding/company-join?inviteToken=tok', routes);
    expect(await screen.findByRole('heading', { name: 'Email Address Mismatch' })).toBeTruthy();
    expect(screen.getByText('invitee@example.com')).toBeTruthy();
    expect(screen.getByText('ada@acme.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      serve();
      renderRoute('/onboarding/company-join?inviteToken=tok', routes);
      expect(await screen.findByRole('heading', { name: 'acme corp beitreten' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Beitreten' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
