import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { sampleInvitation } from '../../auth/testing';
import InvitationPage from './InvitationPage';

const routes = [
  { path: '/invitation', element: <InvitationPage /> },
  { path: '/onboarding/company-join', element: <p>Company join</p> },
];

/** A lookup refused as the server refuses it: the code, the status and the invitation. */
const unusable = (status: 'ACCEPTED' | 'EXPIRED' | 'REVOKED', message: string) => ({
  message,
  code: `INVITATION_${status}`,
  status,
  invitation: { ...sampleInvitation, status },
});

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
    [410, 'Invitation Already Used', unusable('ACCEPTED', 'This invitation has already been accepted')],
    [410, 'Invitation Expired', unusable('EXPIRED', 'This invitation has expired')],
    [410, 'Invitation Revoked', unusable('REVOKED', 'This invitation has been revoked')],
    [
      404,
      'Invitation Not Available',
      { message: 'Invitation not found', code: 'INVITATION_NOT_FOUND', status: 'NOT_FOUND' },
    ],
    [404, 'Invitation Expired', { message: 'Not found' }],
  ])('a %i lookup answer shows %s', async (status, title, body) => {
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
