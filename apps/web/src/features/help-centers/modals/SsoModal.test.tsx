import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../testing/harness';
import { renderArticleScreen } from '../../articles/testing';
import SsoModal from './SsoModal';

const AT = { pattern: '/helpcenters/authentication/sso', path: '/helpcenters/authentication/sso' };

afterEach(cleanup);

describe('single sign-on modal', () => {
  it('says what single sign-on will bring, and Okay closes it', async () => {
    fakeApi(() => undefined);
    const { router } = renderArticleScreen(<SsoModal />, AT);
    const dialog = await screen.findByRole('dialog', { name: 'Single sign-on is on its way' });
    expect(within(dialog).getByText('Providers: Okta, Azure AD and Google Workspace')).toBeTruthy();
    expect(within(dialog).getByText('Standards: SAML 2.0 and OpenID Connect')).toBeTruthy();
    expect(
      within(dialog).getByText('Want it early? Ask support to join the early access program.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/helpcenters'));
  }, 30_000);

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeApi(() => undefined);
      renderArticleScreen(<SsoModal />, AT);
      const dialog = await screen.findByRole('dialog', { name: 'Single Sign-on kommt bald' });
      expect(within(dialog).getByText('SCIM-Bereitstellung von Lesern')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
