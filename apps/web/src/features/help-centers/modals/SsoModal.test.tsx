import type { HelpCenterSso } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../testing/harness';
import { renderArticleScreen } from '../../articles/testing';
import SsoModal from './SsoModal';

const AT = { pattern: '/helpcenters/authentication/sso', path: '/helpcenters/authentication/sso' };
const ID = '0b7c3a52-5d1e-4c3f-9a8b-7c6d5e4f3a2b';
const CALLBACK = `http://localhost/docs/acme/sso/callback`;

const NOT_SET: HelpCenterSso = {
  issuer: null,
  clientId: null,
  hasClientSecret: false,
  allowedDomains: [],
  claim: null,
  callbackUrls: [CALLBACK],
  active: false,
};

afterEach(cleanup);

async function open(sso: HelpCenterSso, onPut?: (body: unknown) => { status: number; data: unknown }) {
  const calls = fakeApi((request) => {
    if (!request.url.endsWith(`/help-centers/${ID}/sso`)) return undefined;
    if (request.method === 'get') return { status: 200, data: sso };
    return onPut?.(JSON.parse(request.data ?? '{}')) ?? { status: 200, data: { ...sso, active: true } };
  });
  const { router } = renderArticleScreen(<SsoModal />, AT);
  await router.navigate(AT.path, { state: { helpCenterId: ID } });
  // The loading dialog gives way to the form's once the settings are read.
  await screen.findByLabelText('Issuer URL');
  const dialog = screen.getByRole('dialog', { name: 'Single sign-on with OpenID Connect' });
  return { calls, router, dialog };
}

describe('single sign-on modal', () => {
  it('without a help center in its state says so and offers nothing to save', async () => {
    const calls = fakeApi(() => undefined);
    renderArticleScreen(<SsoModal />, AT);
    expect(await screen.findByText('Missing help center context')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on single sign-on' })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/help-centers'))).toHaveLength(0);
  }, 30_000);

  it('checks the fields first, then sends the provider with activate in one request and closes', async () => {
    const { calls, router, dialog } = await open(NOT_SET);
    expect(within(dialog).getByText(CALLBACK)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on single sign-on' }));
    expect(
      await within(dialog).findByText('Please enter the issuer URL of your OpenID provider'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Please enter the client ID')).toBeTruthy();
    expect(
      within(dialog).getByText('Please enter the client secret your OpenID provider gave you'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Issuer URL'), {
      target: { value: 'https://login.example.com/' },
    });
    fireEvent.change(within(dialog).getByLabelText('Client ID'), { target: { value: 'help-center' } });
    fireEvent.change(within(dialog).getByLabelText('Client secret'), { target: { value: 's3cret' } });
    fireEvent.change(within(dialog).getByLabelText('Allowed e-mail domains'), {
      target: { value: '@Example.com, example.org' },
    });
    fireEvent.change(within(dialog).getByLabelText('Claim name'), { target: { value: 'groups' } });
    fireEvent.change(within(dialog).getByLabelText('Required value'), { target: { value: 'readers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on single sign-on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpcenters'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: `/help-centers/${ID}/sso`,
        body: {
          issuer: 'https://login.example.com/',
          clientId: 'help-center',
          clientSecret: 's3cret',
          allowedDomains: ['example.com', 'example.org'],
          claim: { name: 'groups', value: 'readers' },
          activate: true,
        },
      }),
    ]);
  }, 30_000);

  it('keeps a saved secret when left empty, and shows the server’s reason when discovery fails', async () => {
    const saved: HelpCenterSso = {
      ...NOT_SET,
      issuer: 'https://login.example.com',
      clientId: 'help-center',
      hasClientSecret: true,
      active: true,
    };
    const { calls, dialog } = await open(saved, () => ({
      status: 400,
      data: { message: 'The OpenID provider could not be reached', code: 'SSO_DISCOVERY_FAILED' },
    }));
    expect((within(dialog).getByLabelText('Issuer URL') as HTMLInputElement).value).toBe(
      'https://login.example.com',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The OpenID provider could not be reached')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).not.toHaveProperty('clientSecret');
    expect(dialog.isConnected).toBe(true);
  }, 30_000);

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeApi((request) => (request.url.endsWith('/sso') ? { status: 200, data: NOT_SET } : undefined));
      const { router } = renderArticleScreen(<SsoModal />, AT);
      await router.navigate(AT.path, { state: { helpCenterId: ID } });
      await screen.findByLabelText('Issuer-URL');
      const dialog = screen.getByRole('dialog', { name: 'Single Sign-on mit OpenID Connect' });
      expect(within(dialog).getByText('Weiterleitungs-URIs für Ihren Anbieter')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Single Sign-on einschalten' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
