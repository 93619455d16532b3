import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../testing/harness';
import {
  fakeAdminApi,
  ORG_ID,
  renderAdmin,
  sampleAuditEntry,
  sampleOrganization,
  samplePlan,
} from './testing';

afterEach(() => {
  cleanup();
  toast.remove();
});

const {
  audit: _audit,
  members: _members,
  helpCenterCount: _count,
  customDomains: _domains,
  ...listed
} = sampleOrganization();
const PLANS = [samplePlan('trial', 'Trial', 0), samplePlan('pro', 'Pro', 2)];

/** The detail page's calls; a write answers `onWrite`, and a successful one changes what the page loads next. */
function serveDetail(onWrite: (request: FakeRequest) => { status: number; data: unknown }) {
  let current: unknown = sampleOrganization();
  return fakeAdminApi((request) => {
    if (request.url === `/admin/organizations/${ORG_ID}`) return { status: 200, data: current };
    if (request.url === '/admin/plans') return { status: 200, data: { plans: PLANS } };
    if (request.method !== 'get') {
      const reply = onWrite(request);
      if (reply.status === 200) current = (reply.data as { organization: unknown }).organization;
      return reply;
    }
    return undefined;
  });
}

describe('organizations', () => {
  it('lists each organization with plan, subscription, billing and usage, and searches on the server', async () => {
    const calls = fakeAdminApi((request) =>
      request.url.startsWith('/admin/organizations')
        ? { status: 200, data: { items: [listed], nextCursor: null } }
        : undefined,
    );
    renderAdmin('/admin/organizations');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getByRole('link', { name: /Globex/ })
        .getAttribute('href'),
    ).toBe(`/admin/organizations/${ORG_ID}`);
    expect(within(row).getByText('globex · Company')).toBeTruthy();
    expect(within(row).getByText('Trial', { selector: 'span' })).toBeTruthy();
    expect(within(row).getByText('Self-service')).toBeTruthy();
    expect(within(row).getByText('3 / 10')).toBeTruthy();
    expect(within(row).getByText('until Dec 10, 2026')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search organizations' }), {
      target: { value: 'glob' },
    });
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/admin/organizations?search=glob')).toBe(true),
    );
  });

  it('sets a plan only after the confirmation, and says so', async () => {
    const calls = serveDetail(() => ({
      status: 200,
      data: {
        message: 'Plan set',
        organization: sampleOrganization({
          plan: { id: 'pro', name: 'Pro' },
          audit: [sampleAuditEntry()],
        }),
      },
    }));
    renderAdmin(`/admin/organizations/${ORG_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeTruthy();
    const plan = screen.getByRole('combobox', { name: 'Plan' });
    await waitFor(() => expect(within(plan).getByRole('option', { name: 'Pro' })).toBeTruthy());
    fireEvent.change(plan, { target: { value: 'pro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set the plan?' });
    expect(within(dialog).getByText('Globex gets the plan Pro, starting now.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Plan set.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/admin/organizations/${ORG_ID}/plan`,
      body: { planId: 'pro' },
    });
    // The answer is shown at once: the audit entry of the change is listed on the page.
    const audit = await screen.findByRole('table', { name: 'Audit entries' });
    expect(within(audit).getByText('Plan set')).toBeTruthy();
    expect(within(audit).getByText('trial')).toBeTruthy();
    expect(within(audit).getByText('pro')).toBeTruthy();
  });

  it("shows the server's message when it refuses", async () => {
    serveDetail(() => ({
      status: 409,
      data: { message: 'Globex is not on a trial', code: 'NOT_ON_TRIAL' },
    }));
    renderAdmin(`/admin/organizations/${ORG_ID}`);
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Days' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Extend trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend the trial?' });
    expect(within(dialog).getByText('The trial of Globex runs 7 days longer.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Globex is not on a trial');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
