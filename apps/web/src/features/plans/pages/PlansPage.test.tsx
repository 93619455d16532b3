import type { CurrentPlan, Organization, Plan } from '@support/shared';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { type FakeReply, fakeApi, GATEWAY_ERROR, renderRoute } from '../../../testing/harness';
import {
  ADA_ID,
  MAX_ID,
  organizationSeenBy,
  sampleOrganization,
  sampleProfile,
} from '../../settings/testing';
import {
  BUSINESS_PLAN,
  currentPlan,
  PRO_PLAN,
  PUBLIC_CONFIG,
  paidSubscription,
  STARTER_PLAN,
  sampleSubscription,
  TRIAL_PLAN,
} from '../testing';
import PlansPage from './PlansPage';

type Setup = {
  plans?: Plan[];
  current?: CurrentPlan;
  organization?: Organization;
  member?: boolean;
  checkout?: FakeReply;
  state?: unknown;
  onlinePayments?: boolean;
};

function renderPlans(setup: Setup = {}) {
  const calls = fakeApi((config) => {
    if (config.url === '/profile/user')
      return {
        status: 200,
        data: setup.member ? sampleProfile({ id: MAX_ID, email: 'max@acme.test' }) : sampleProfile(),
      };
    if (config.url === '/organization/active')
      return {
        status: 200,
        data: organizationSeenBy(setup.organization ?? sampleOrganization(), setup.member ? MAX_ID : ADA_ID),
      };
    if (config.url === '/plan/available')
      return { status: 200, data: { plans: setup.plans ?? [STARTER_PLAN, PRO_PLAN, BUSINESS_PLAN] } };
    if (config.url === '/plan/current')
      return { status: 200, data: setup.current ?? currentPlan(TRIAL_PLAN, sampleSubscription()) };
    if (config.url === '/config')
      return { status: 200, data: { ...PUBLIC_CONFIG, onlinePayments: setup.onlinePayments ?? true } };
    if (config.url === '/payment/cancel-subscription')
      return { status: 200, data: { message: 'Canceled.', endDate: '2026-12-24T00:00:00.000Z' } };
    if (config.url === '/payment/change-subscription')
      return { status: 200, data: { message: 'Your plan has been changed to Starter.' } };
    if (config.url === '/payment/create-checkout-session')
      return setup.checkout ?? { status: 200, data: { redirectUrl: '/plans/checkout?success=true' } };
    return undefined;
  });
  const router = renderRoute('/start', [
    // Arrives like a navigation from the upgrade modal, with its state.
    { path: '/start', element: <Navigate to="/settings/plans" replace state={setup.state} /> },
    { path: '/settings/plans', element: <PlansPage /> },
    { path: '/plans/checkout', element: <p>Checkout result</p> },
  ]);
  return { calls, router };
}

const column = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const actionRow = () => screen.getAllByRole('row').at(-1)!;

// These machines are shared and slow; a screen may take a few seconds to get its data.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('plan table', { timeout: 20_000 }, () => {
  it('shows one column per plan with its euro price, a row per limit and the VAT note', async () => {
    renderPlans();
    expect(await screen.findByText('€49')).toBeTruthy();
    expect(column('Starter')).toBeTruthy();
    expect(column('Business')).toBeTruthy();
    // Limits read as numbers: Starter's team is its owner alone, not a ✕ to guess at.
    const team = screen.getByRole('row', { name: /Team members/ });
    expect(within(team).queryByText('Not included')).toBeNull();
    expect(within(team).getByText('1')).toBeTruthy();
    expect(within(team).getByText('10')).toBeTruthy();
    // The trial that is running has its column beside the plans on offer, with its own limits.
    expect(column(TRIAL_PLAN.name)).toBeTruthy();
    expect(within(team).getByText(String(TRIAL_PLAN.limits.TEAM_MEMBERS))).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Total articles/ })).getAllByText('Unlimited'),
    ).toHaveLength(2);
    expect(screen.getByText('All prices excluding VAT')).toBeTruthy();
  });

  it('checks out a chosen plan and follows the built-in checkout to the result page', async () => {
    const { calls, router } = renderPlans();
    await screen.findByText('€49');
    fireEvent.click(within(actionRow()).getAllByRole('button', { name: 'Choose plan' })[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/checkout'));
    expect(router.state.location.search).toBe('?success=true');
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/payment/create-checkout-session',
      body: { productId: 'prod_pro' },
    });
  });

  it('without online payments asks first, saying nothing is charged, and activates only when confirmed', async () => {
    const { calls, router } = renderPlans({ onlinePayments: false });
    await screen.findByText('€49');
    const choose = () =>
      fireEvent.click(within(actionRow()).getAllByRole('button', { name: 'Choose plan' })[1]!);
    choose();
    const dialog = await screen.findByRole('dialog', { name: 'Activate Pro?' });
    expect(
      within(dialog).getByText(/This server does not take payments: Pro starts right away/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.url === '/payment/create-checkout-session')).toBe(false);

    choose();
    fireEvent.click(await screen.findByRole('button', { name: 'Activate plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans/checkout'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/payment/create-checkout-session',
      body: { productId: 'prod_pro' },
    });
  });

  it('without online payments an admin can switch a paid plan down and cancel it from Manage', async () => {
    const { calls } = renderPlans({
      onlinePayments: false,
      current: currentPlan(PRO_PLAN, paidSubscription(PRO_PLAN)),
    });
    await screen.findByText('€49');
    const starter = within(actionRow()).getByRole('button', { name: 'Switch to this plan' });
    expect(within(actionRow()).queryByText('Downgrades not available')).toBeNull();
    fireEvent.click(starter);
    const down = await screen.findByRole('dialog', { name: 'Switch to Starter?' });
    expect(within(down).getByText(/What Starter does not include stops at once/)).toBeTruthy();
    fireEvent.click(within(down).getByRole('button', { name: 'Switch plan' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/payment/change-subscription',
        body: { productId: 'prod_starter' },
      }),
    );

    fireEvent.click(within(actionRow()).getByRole('button', { name: 'Manage' }));
    const manage = await screen.findByRole('dialog', { name: 'Manage Pro' });
    expect(
      within(manage).getByText(/This server takes no payments: Pro runs until you change or cancel it/),
    ).toBeTruthy();
    fireEvent.click(within(manage).getByRole('button', { name: 'Cancel plan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Pro?' });
    expect(calls.some((call) => call.url === '/payment/cancel-subscription')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url === '/payment/cancel-subscription'),
      ).toBe(true),
    );
    expect(calls.some((call) => call.url === '/payment/create-billing-portal-session')).toBe(false);
  });

  it('says when a failed payment must be fixed, while the plan still works', async () => {
    renderPlans({
      current: currentPlan(
        PRO_PLAN,
        paidSubscription(PRO_PLAN, { status: 'PAST_DUE', paymentGraceEndsAt: '2099-02-14T12:00:00.000Z' }),
      ),
    });
    expect(
      await screen.findByText(/^The last payment failed\. Update your payment method by February 14, 2099/),
    ).toBeTruthy();
  });

  it('a canceled plan can be kept from Manage', async () => {
    const { calls } = renderPlans({
      onlinePayments: false,
      current: currentPlan(
        PRO_PLAN,
        paidSubscription(PRO_PLAN, { status: 'CANCELED', endDate: '2026-12-24T00:00:00.000Z' }),
      ),
    });
    await screen.findByText('€49');
    fireEvent.click(within(actionRow()).getByRole('button', { name: 'Manage' }));
    const manage = await screen.findByRole('dialog', { name: 'Manage Pro' });
    expect(within(manage).getByText(/Pro is canceled and stays active until/)).toBeTruthy();
    fireEvent.click(within(manage).getByRole('button', { name: 'Keep Pro' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/payment/change-subscription',
        body: { productId: 'prod_pro' },
      }),
    );
  });

  it('reads in German: the catalogue’s German descriptions and prices written the German way', async () => {
    await changeLanguage('de');
    try {
      renderPlans({
        plans: [
          STARTER_PLAN,
          { ...PRO_PLAN, descriptions: { de: 'Für Teams: Übersetzungen und ein Glossar.' } },
          BUSINESS_PLAN,
        ],
      });
      expect(await screen.findByText('Für Teams: Übersetzungen und ein Glossar.')).toBeTruthy();
      expect(screen.getByText(/^49\s€$/)).toBeTruthy();
      // No German text in the catalogue: its own description.
      expect(screen.getByText(STARTER_PLAN.description)).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('names the trial in the interface’s language: one word for it everywhere (issue 51 item 6)', async () => {
    await changeLanguage('de');
    try {
      renderPlans({ plans: [TRIAL_PLAN, STARTER_PLAN, PRO_PLAN, BUSINESS_PLAN] });
      expect((await screen.findAllByText('Kostenlose Testphase')).length).toBeGreaterThan(0);
      expect(screen.queryByText('Free trial')).toBeNull();
    } finally {
      await changeLanguage('en');
    }
  });

  it("shows the server's message or the spec's fallback when the checkout cannot start", async () => {
    renderPlans({ checkout: { status: 400, data: { message: 'Only a higher plan can be bought' } } });
    await screen.findByText('€49');
    fireEvent.click(within(actionRow()).getAllByRole('button', { name: 'Choose plan' })[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Only a higher plan can be bought');
    cleanup();
    renderPlans({ checkout: GATEWAY_ERROR });
    await screen.findByText('€49');
    fireEvent.click(within(actionRow()).getAllByRole('button', { name: 'Choose plan' })[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create checkout session');
  });

  it('refuses a plan without a product id with a log line and nothing else', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, router } = renderPlans({ plans: [{ ...PRO_PLAN, stripeProductId: null }] });
    await screen.findByText('€49');
    fireEvent.click(within(actionRow()).getByRole('button', { name: 'Choose plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This plan is not available for purchase');
    expect(error).toHaveBeenCalled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(router.state.location.pathname).toBe('/settings/plans');
    error.mockRestore();
  });

  it('offers Manage on the current paid plan and no downgrade below it', async () => {
    renderPlans({ current: currentPlan(PRO_PLAN, paidSubscription(PRO_PLAN)) });
    await screen.findByText('€49');
    const cells = within(actionRow()).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('Downgrades not available');
    expect(within(cells[1]!).getByRole('button', { name: 'Manage' })).toBeTruthy();
    expect(within(cells[2]!).getByRole('button', { name: 'Choose plan' })).toBeTruthy();
  });

  it('shows a member Admin only and who can act', async () => {
    renderPlans({ member: true, current: currentPlan(PRO_PLAN, paidSubscription(PRO_PLAN)) });
    expect(await screen.findByText('Only admins can manage subscriptions')).toBeTruthy();
    const cells = within(actionRow()).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Admin only', 'Current plan', 'Admin only']);
  });

  it('sends manual billing to support instead of a checkout', async () => {
    renderPlans({ organization: sampleOrganization({ paymentProvider: 'MANUAL' }) });
    expect(await screen.findByText('Manual Billing Enabled')).toBeTruthy();
    // A link once the support address has arrived.
    const links = await waitFor(() => {
      const found = within(actionRow()).getAllByRole('link', { name: 'Contact support' });
      expect(found).toHaveLength(3);
      return found;
    });
    expect(links[0]!.getAttribute('href')).toBe('mailto:support@example.test');
    expect(within(actionRow()).queryByRole('button')).toBeNull();
  });

  it('marks the plan the upgrade modal recommended', async () => {
    renderPlans({ state: { selectedPlan: 'business' } });
    await screen.findByText('€49');
    expect(within(column('Business')).getByText('Recommended')).toBeTruthy();
  });
});
