import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { changeLanguage } from '../../../lib/i18n';
import { renderRoute } from '../../../testing/harness';
import { sampleOrganization, sampleProfile } from '../../settings/testing';
import { fakeAdminApi, ORG_ID } from '../testing';
import { LoadDemoButton } from './LoadDemoButton';

afterEach(() => {
  cleanup();
  toast.remove();
});

const LOADED = {
  message: 'Demo content loaded into Globex: 3 articles, the help center "Ledgerly Help" and 412 views.',
  organizationId: ORG_ID,
  articles: [
    {
      id: '0b6a4c1e-8f0d-4b3a-9a51-2f3c4d5e6f70',
      title: 'Create an invoice in Ledgerly',
      language: 'en',
      kind: 'RECORDING',
    },
    {
      id: '1c7b5d2f-9a1e-4c4b-8b62-3a4d5e6f7081',
      title: 'Send payment reminders',
      language: 'en',
      kind: 'WRITTEN',
    },
    {
      id: '2d8c6e30-ab2f-4d5c-9c73-4b5e6f708192',
      title: 'Zahlungseingänge erfassen',
      language: 'de',
      kind: 'WRITTEN',
    },
  ],
  helpCenter: { id: '3e9d7f41-bc30-4e6d-8d84-5c6f708192a3', name: 'Ledgerly Help', slug: 'ledgerly-help' },
  views: 412,
};

const routes = [
  {
    path: '/',
    element: (
      <>
        <LoadDemoButton organizationId={ORG_ID} />
        <AppToaster />
      </>
    ),
  },
  { path: '/articles', element: <p>Articles page</p> },
];

/** The super admin's own organization is active unless said. */
const profile = (activeOrganizationId = ORG_ID) =>
  sampleProfile({ userType: 'SUPER_ADMIN', activeOrganizationId });

describe('Load demo content', () => {
  it('asks first, shows progress while the server works, then offers the articles', async () => {
    const calls = fakeAdminApi(
      (request) =>
        request.url === `/admin/organizations/${ORG_ID}/demo` ? { status: 201, data: LOADED } : undefined,
      profile(),
    );
    // The server takes a few seconds: its answer waits until the test has seen the progress.
    let answer!: () => void;
    const serverWorks = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fake = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/demo')) await serverWorks;
      return fake(input, init);
    };
    const router = renderRoute('/', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Load demo content' }));
    expect(await screen.findByRole('dialog', { name: 'Load demo content?' })).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/demo'))).toBe(false);

    fireEvent.click(screen.getAllByRole('button', { name: 'Load demo content' }).at(-1)!);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('this takes a few seconds');
    answer();

    expect(await screen.findByText('Demo content loaded: 3 articles and a help center.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the articles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
  });

  it("shows the server's reason when it refuses", async () => {
    fakeAdminApi(
      (request) =>
        request.url === `/admin/organizations/${ORG_ID}/demo`
          ? {
              status: 409,
              data: {
                message: 'This organization already has articles. Demo content is only loaded…',
                code: 'DEMO_NOT_EMPTY',
              },
            }
          : undefined,
      profile(),
    );
    renderRoute('/', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Load demo content' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Load demo content' }).at(-1)!);
    expect(
      await screen.findByText('This organization already has articles. Demo content is only loaded…'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches to the organization first when another one is active', async () => {
    const other = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
    const calls = fakeAdminApi((request) => {
      if (request.url === `/admin/organizations/${ORG_ID}/demo`) return { status: 201, data: LOADED };
      if (request.url === '/organization/change')
        return { status: 200, data: sampleOrganization({ id: ORG_ID }) };
      return undefined;
    }, profile(other));
    const router = renderRoute('/', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Load demo content' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Load demo content' }).at(-1)!);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Switch to this organization and open its articles' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
    expect(calls.find((call) => call.url === '/organization/change')?.body).toEqual({ id: ORG_ID });
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeAdminApi(() => undefined, profile());
      renderRoute('/', routes);
      expect(await screen.findByRole('button', { name: 'Demo-Inhalte laden' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
