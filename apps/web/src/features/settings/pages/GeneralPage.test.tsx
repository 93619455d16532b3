import type { Organization } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { ADA_ID, MAX_ID, organizationSeenBy, sampleOrganization, sampleProfile } from '../testing';
import GeneralPage from './GeneralPage';

function renderGeneral(
  setup: { profile?: object; organization?: Organization; save?: { status: number; data?: unknown } } = {},
) {
  const calls = fakeApi((request) => {
    if (request.url === '/profile/user') return { status: 200, data: setup.profile ?? sampleProfile() };
    if (request.url === '/organization/active')
      // As the server presents it to the signed-in user: a member's view carries no abilities.
      return {
        status: 200,
        data: organizationSeenBy(
          setup.organization ?? sampleOrganization(),
          (setup.profile as { id?: string } | undefined)?.id ?? ADA_ID,
        ),
      };
    if (request.url === '/organization/settings' && request.method === 'put')
      return setup.save ?? { status: 200, data: sampleOrganization({ name: 'Acme Labs' }) };
    return undefined;
  });
  renderRoute('/settings/general', [{ path: '/settings/general', element: <GeneralPage /> }]);
  return calls;
}

// The browser's time zone is the suggestion for an organization still on UTC: each test says which.
const zone = process.env.TZ;
const browserZone = (name: string) => {
  process.env.TZ = name;
};
beforeEach(() => browserZone('UTC'));
afterEach(() => {
  cleanup();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const timeZoneField = () => screen.findByLabelText('Time zone') as Promise<HTMLSelectElement>;

describe('general settings page', () => {
  it("shows the organization's settings and saves only what changed", async () => {
    const calls = renderGeneral();
    expect(await screen.findByRole('heading', { name: 'General' })).toBeTruthy();
    const name = (await screen.findByLabelText('Organization name')) as HTMLInputElement;
    expect(name.value).toBe('Acme');
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Acme Labs ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/organization/settings')).toMatchObject({
        method: 'PUT',
        body: { name: 'Acme Labs' },
      }),
    );
  });

  it('turns zooming recorded steps to the action off (on by default)', async () => {
    const calls = renderGeneral();
    const zoom = (await screen.findByLabelText(/Zoom recorded steps to the action/)) as HTMLInputElement;
    expect(zoom.checked).toBe(true);
    fireEvent.click(zoom);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/organization/settings')).toMatchObject({
        method: 'PUT',
        body: { zoomToAction: false },
      }),
    );
  });

  it('requires a name and sends nothing without one', async () => {
    const calls = renderGeneral();
    fireEvent.change(await screen.findByLabelText('Organization name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(calls.some((call) => call.url === '/organization/settings')).toBe(false);
  });

  it("shows the server's message when saving fails", async () => {
    renderGeneral({
      save: { status: 403, data: { message: 'Only admins can do this', code: 'ADMIN_ONLY' } },
    });
    fireEvent.change(await screen.findByLabelText('Organization name'), { target: { value: 'Acme Labs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Only admins can do this')).toBeTruthy();
  });

  it('is read-only for a member', async () => {
    renderGeneral({ profile: sampleProfile({ id: MAX_ID, firstName: 'Max', email: 'max@acme.test' }) });
    expect(await screen.findByText('Only admins can change these settings.')).toBeTruthy();
    expect((screen.getByLabelText('Organization name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("suggests the browser's time zone while no admin has chosen one, and saving sets it", async () => {
    browserZone('Europe/Berlin');
    const calls = renderGeneral();
    const field = await timeZoneField();
    expect(field.value).toBe('Europe/Berlin');
    expect(field.selectedOptions[0]?.textContent).toBe('Berlin (Europe)');
    expect(field.selectedOptions[0]?.parentElement?.getAttribute('label')).toBe('Europe');
    expect(
      screen.getByText(
        'Analytics count days in this time zone. Suggested from your browser: save to use it.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/organization/settings')).toEqual({
        method: 'PUT',
        url: '/organization/settings',
        body: { timeZone: 'Europe/Berlin' },
      }),
    );
  });

  it('keeps a chosen time zone and sends another one picked from the list', async () => {
    browserZone('Europe/Berlin');
    const calls = renderGeneral({
      organization: sampleOrganization({
        settings: { ...sampleOrganization().settings, timeZone: 'America/New_York', timeZoneChosen: true },
      }),
    });
    const field = await timeZoneField();
    expect(field.value).toBe('America/New_York');
    expect(screen.getByText('Analytics count days in this time zone.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // UTC first, then every zone by region.
    expect(field.options[0]?.value).toBe('UTC');
    expect(field.querySelectorAll('optgroup').length).toBeGreaterThanOrEqual(9);
    fireEvent.change(field, { target: { value: 'Asia/Tokyo' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/organization/settings')?.body).toEqual({
        timeZone: 'Asia/Tokyo',
      }),
    );
  });

  it('never suggests another zone once UTC was chosen on purpose', async () => {
    browserZone('Europe/Berlin');
    renderGeneral({
      organization: sampleOrganization({
        settings: { ...sampleOrganization().settings, timeZone: 'UTC', timeZoneChosen: true },
      }),
    });
    const field = await timeZoneField();
    expect(field.value).toBe('UTC');
    expect(screen.queryByText(/Suggested from your browser/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a member the saved time zone without a suggestion, and no way to change it', async () => {
    browserZone('Europe/Berlin');
    renderGeneral({ profile: sampleProfile({ id: MAX_ID, firstName: 'Max', email: 'max@acme.test' }) });
    const field = await timeZoneField();
    expect(field.value).toBe('UTC');
    expect(field.disabled).toBe(true);
    expect(screen.queryByText(/Suggested from your browser/)).toBeNull();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderGeneral();
      expect(await screen.findByRole('heading', { name: 'Allgemein' })).toBeTruthy();
      expect(await screen.findByLabelText('Name der Organisation')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeTruthy();
      expect(screen.getByLabelText('Zeitzone')).toBeTruthy();
      expect(screen.getByText('Analysen zählen Tage in dieser Zeitzone.')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
