import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, GATEWAY_ERROR, renderRoute } from '../../../testing/harness';
import { justCreatedOrganization } from '../../onboarding/flow';
import { sampleInvitation } from '../testing';
import RegisterPage from './RegisterPage';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/', element: <p>Home page</p> },
  { path: '/onboarding/profile', element: <p>Onboarding profile</p> },
  { path: '/onboarding/company-join', element: <p>Company join</p> },
];

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('registration screen', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it('registers a company and continues with onboarding', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/register' ? { status: 200, data: { token: 'aaa.bbb.ccc' } } : undefined,
    );
    renderRoute('/register', routes);
    await screen.findByText('Create your account');
    fill('Organization Name', 'Acme');
    fill('Firstname', 'Ada');
    fill('Lastname', 'Lovelace');
    fill('Email', 'ada@example.com');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(calls.some((call) => call.url === '/auth/register')).toBe(false);

    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Onboarding profile')).toBeTruthy();
    expect(calls.find((call) => call.url === '/auth/register')?.body).toEqual({
      email: 'ada@example.com',
      password: 'long-enough',
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationType: 'COMPANY',
      organizationName: 'Acme',
    });
    // The company exists now, so onboarding offers its trial (step 4 of 4).
    expect(justCreatedOrganization.isSet()).toBe(true);
  });

  it('registers a personal account without offering a trial in onboarding', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/register' ? { status: 200, data: { token: 'aaa.bbb.ccc' } } : undefined,
    );
    renderRoute('/register', routes);
    await screen.findByText('Create your account');
    fireEvent.click(screen.getByLabelText('Personal'));
    fill('Email', 'ada@example.com');
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Onboarding profile')).toBeTruthy();
    expect(calls.find((call) => call.url === '/auth/register')?.body).toMatchObject({
      organizationType: 'PERSONAL',
    });
    expect(justCreatedOrganization.isSet()).toBe(false);
  });

  it('hides the organization name for a personal account', async () => {
    fakeApi(() => undefined);
    renderRoute('/register', routes);
    await screen.findByText('Create your account');
    expect(screen.getByLabelText('Organization Name')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Personal'));
    expect(screen.queryByLabelText('Organization Name')).toBeNull();
  });

  it('with an invite token locks the e-mail, joins through the server and goes to /', async () => {
    const calls = fakeApi((config) =>
      config.url?.startsWith('/auth/invitation/')
        ? { status: 200, data: sampleInvitation }
        : config.url === '/auth/register'
          ? { status: 200, data: { token: 'aaa.bbb.ccc' } }
          : undefined,
    );
    renderRoute('/register?inviteToken=tok', routes);
    expect(await screen.findByText(/Ada Lovelace has invited you to join acme corp/)).toBeTruthy();
    expect(screen.queryByLabelText('Organization Name')).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(calls.find((call) => call.url === '/auth/register')?.body).toEqual({
      email: 'invitee@example.com',
      password: 'long-enough',
      inviteToken: 'tok',
    });
  });

  it("shows the server's message, else 'Error registering'", async () => {
    fakeApi(() => ({ status: 409, data: { message: 'An account with this e-mail already exists' } }));
    renderRoute('/register?variant=simple', routes);
    await screen.findByText('Create your account');
    expect(screen.queryByLabelText('Firstname')).toBeNull();
    fill('Email', 'ada@example.com');
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this e-mail already exists')).toBeTruthy();
    cleanup();
    fakeApi(() => GATEWAY_ERROR);
    renderRoute('/register?variant=simple', routes);
    await screen.findByText('Create your account');
    fill('Email', 'ada@example.com');
    fill('Password', 'long-enough');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Error registering')).toBeTruthy();
  });

  it('sends a signed-in visitor with an invite token on to join, else to onboarding', async () => {
    localStorage.setItem('token', 'aaa.bbb.ccc');
    fakeApi(() => undefined);
    renderRoute('/register?inviteToken=tok', routes);
    expect(await screen.findByText('Company join')).toBeTruthy();
    cleanup();
    renderRoute('/register', routes);
    expect(await screen.findByText('Onboarding profile')).toBeTruthy();
  });
});
