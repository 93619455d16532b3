import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute, sampleInvitation } from '../../auth/testing';
import InvitationPage from './InvitationPage';

const routes = [
  { path: '/invitation', element: <InvitationPage /> },
  { path: '/onboarding/company-join', element: <p>Company join</p> },
];

function lookupAnswers(status: number, data: unknown) {
  return fakeApi((config) => (config.url?.startsWith('/auth/invitation/') ? { status, data } : undefined));
}

describe('invitation landing', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('offers a guest Register or Login, both keeping the invite token', async () => {
    lookupAnswers(200, sampleInvitation);
    renderRoute('/invitation?inviteToken=tok%2F1', routes);
    expect(await screen.findByText('acme corp')).toBeTruthy();
    expect(screen.getByText('member')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Register/ }).getAttribute('href')).toBe(
      '/register?inviteToken=tok%2F1',
    );
    expect(screen.getByRole('link', { name: /Login/ }).getAttribute('href')).toBe(
      '/login?inviteToken=tok%2F1',
    );
  });

  it.each([
    [410, { message: 'used', status: 'ACCEPTED' }, 'Invitation Already Used'],
    [410, { message: 'expired', status: 'EXPIRED' }, 'Invitation Expired'],
    [410, { message: 'revoked', status: 'REVOKED', invitation: { status: 'REVOKED' } }, 'Invitation Revoked'],
    [404, { message: 'Invitation not found', status: 'NOT_FOUND' }, 'Invitation Not Available'],
    [404, { message: 'Not found' }, 'Invitation Expired'],
  ])('a %i lookup answer %j shows %s', async (status, body, title) => {
    lookupAnswers(status, body);
    renderRoute('/invitation?inviteToken=tok', routes);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText('Need help? Contact your organization administrator.')).toBeTruthy();
  });

  it('sends a signed-in visitor on to join', async () => {
    localStorage.setItem('token', 'aaa.bbb.ccc');
    lookupAnswers(200, sampleInvitation);
    renderRoute('/invitation?inviteToken=tok', routes);
    expect(await screen.findByText('Company join')).toBeTruthy();
  });
});
