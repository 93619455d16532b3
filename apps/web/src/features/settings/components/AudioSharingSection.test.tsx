import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import GeneralPage from '../pages/GeneralPage';
import { ADA_ID, MAX_ID, organizationSeenBy, sampleOrganization, sampleProfile } from '../testing';

afterEach(cleanup);

function renderGeneral({
  member = false,
  save = { status: 200, data: sampleOrganization() as unknown },
}: {
  member?: boolean;
  save?: { status: number; data: unknown };
} = {}) {
  const calls = fakeApi((request) => {
    if (request.url === '/profile/user')
      return { status: 200, data: sampleProfile(member ? { id: MAX_ID, firstName: 'Max' } : {}) };
    if (request.url === '/organization/active')
      return { status: 200, data: organizationSeenBy(sampleOrganization(), member ? MAX_ID : ADA_ID) };
    if (request.url === '/organization/settings/audio' && request.method === 'put') return save;
    return undefined;
  });
  renderRoute('/settings/general', [{ path: '/settings/general', element: <GeneralPage /> }]);
  return calls;
}

const narrationSwitch = () => screen.findByRole('switch', { name: 'Offer narration on public pages' });

describe('offering narration on public pages', () => {
  it('is off by default, and an admin turns it on', async () => {
    const calls = renderGeneral();
    const toggle = await narrationSwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/A voice is personal data: ask your team first\./)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/organization/settings/audio',
        body: { shareAudio: true },
      }),
    );
  });

  it('shows the server’s reason when it refuses', async () => {
    renderGeneral({
      save: { status: 403, data: { message: 'Only admins can do this', code: 'ADMIN_ONLY' } },
    });
    fireEvent.click(await narrationSwitch());
    expect(await screen.findByText('Only admins can do this')).toBeTruthy();
    expect((await narrationSwitch()).getAttribute('aria-checked')).toBe('false');
  });

  it('is read-only for members', async () => {
    const calls = renderGeneral({ member: true });
    const toggle = await narrationSwitch();
    expect(toggle).toHaveProperty('disabled', true);
    fireEvent.click(toggle);
    // Other sections of the page (AI answers) say the same to members: this one must too.
    expect(within(toggle.closest('section')!).getByText('Only admins can change this.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/organization/settings/audio')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderGeneral();
      expect(
        await screen.findByRole('switch', { name: 'Sprachkommentar auf öffentlichen Seiten anbieten' }),
      ).toBeTruthy();
      expect(screen.getByText(/Fragen Sie zuerst Ihr Team\./)).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
