import type { CurrentPlan, Organization, UserProfile } from '@support/shared';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionBlocked } from '../../../app/shell/subscriptionBlocked';
import { fakeApi, renderRoute } from '../../../testing/harness';
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
  EXPIRED_TRIAL,
  featureStatus,
  featuresBody,
  PRO_PLAN,
  PUBLIC_CONFIG,
  paidSubscription,
  STARTER_PLAN,
  TRIAL_PLAN,
} from '../testing';
import SelectSubscriptionModal from './SelectSubscriptionModal';

type Setup = { current: CurrentPlan; profile?: UserProfile; organization?: Organization; hold?: boolean };

function renderModal(setup: Setup) {
  const plans = setup.current.hasEverHadSubscription
    ? [STARTER_PLAN, PRO_PLAN, BUSINESS_PLAN]
    : [TRIAL_PLAN, STARTER_PLAN, PRO_PLAN, BUSINESS_PLAN];
  const calls = fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: setup.profile ?? sampleProfile() };
    if (config.url === '/organization/active')
      return {
        status: 200,
        data: organizationSeenBy(setup.organization ?? sampleOrganization(), setup.profile?.id ?? ADA_ID),
      };
    if (config.url === '/plan/available') return { status: 200, data: { plans } };
    if (config.url === '/plan/current') return setup.hold ? undefined : { status: 200, data: setup.current };
    if (config.url === '/plan/features')
      return {
        status: 200,
        data: featuresBody({
          ARTICLES_MONTHLY: featureStatus({ currentUsage: 7, limit: 10 }),
          HELPCENTERS_TOTAL: featureStatus({ currentUsage: 1, limit: 1 }),
          GLOSSARY: featureStatus({ currentUsage: 4, limit: null }),
        }),
      };
    if (config.url === '/plan/subscribe') return { status: 200, data: setup.current };
    if (config.url === '/config') return { status: 200, data: PUBLIC_CONFIG };
    return undefined;
  });
  const router = renderRoute('/select-subscription', [
    { path: '/select-subscription', element: <SelectSubscriptionModal /> },
  ]);
  return { calls, router };
}

const member = sampleProfile({ id: MAX_ID, email: 'max@acme.test', firstName: 'Max', lastName: 'Muster' });

// These machines are shared and slow; a screen may take a few seconds to get its data.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.removeItem('subscription-blocked');
});

describe('select-subscription modal', { timeout: 20_000 }, () => {
  it('says it is loading the options', async () => {
    renderModal({ current: currentPlan(null, null), hold: true });
    expect(await screen.findByText('Loading subscription options...')).toBeTruthy();
  });

  it('shows a member without a running subscription whom to ask, and the ways out', async () => {
    const organization = sampleOrganization();
    organization.UserOrganizations.push({
      role: 'ADMIN',
      canUpdateRole: true,
      canRemove: true,
      user: {
        id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        firstName: '',
        lastName: '',
        email: 'ops@acme.test',
      },
    });
    const { router } = renderModal({
      current: currentPlan(TRIAL_PLAN, EXPIRED_TRIAL),
      profile: member,
      organization,
    });
    const dialog = await screen.findByRole('dialog', { name: 'No Active Subscription' });
    expect(within(dialog).getByText('Subscription Required')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your organization currently has no active subscription. Only organization administrators can manage subscriptions and renew plans.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(dialog).getByText('Admin User')).toBeTruthy();
    const mails = within(dialog)
      .getAllByRole('link', { name: 'Email' })
      .map((link) => link.getAttribute('href'));
    expect(mails).toEqual(['mailto:ada@acme.test', 'mailto:ops@acme.test']);
    expect(within(dialog).getByText('max@acme.test')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    subscriptionBlocked.set('TRIAL_EXPIRED');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Organization' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/general'));
    expect(subscriptionBlocked.isSet()).toBe(false);
  });

  it('lets a new organization start its trial, which lifts the block and opens the articles', async () => {
    subscriptionBlocked.set('NO_SUBSCRIPTION');
    const { calls, router } = renderModal({ current: currentPlan(null, null) });
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Plan' });
    expect(
      await within(dialog).findByText(
        'Select a plan to start using the product and create your first articles.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('30 days to evaluate')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    // An admin who cannot close the picker still has the ways out (a second organization trapped one).
    expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Change Organization' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Choose Plan' })).toHaveLength(3);
    expect(within(dialog).getByText('Logged in as')).toBeTruthy();
    expect(within(dialog).getByText('*All prices excluding VAT • Need help?', { exact: false })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/plan/subscribe',
      body: { planId: 'extended-trial' },
    });
    expect(subscriptionBlocked.isSet()).toBe(false);
  });

  it('tells an expired trial when it ended and what it used, without the trial card', async () => {
    renderModal({ current: currentPlan(TRIAL_PLAN, EXPIRED_TRIAL) });
    const dialog = await screen.findByRole('dialog', { name: 'Your trial has expired' });
    expect(
      within(dialog).getByText(
        'Your trial ended on January 31, 2026. Please select a plan below to continue using the product.',
      ),
    ).toBeTruthy();
    expect(await within(dialog).findByText('Your trial usage:')).toBeTruthy();
    expect(within(dialog).getByText('7/10')).toBeTruthy();
    expect(within(dialog).getByText('1/1')).toBeTruthy();
    expect(within(dialog).getByText('4/∞')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Start Trial' })).toBeNull();
  });

  it('names the running paid plan, can be closed, and offers only upgrades', async () => {
    renderModal({ current: currentPlan(PRO_PLAN, paidSubscription(PRO_PLAN)) });
    const dialog = await screen.findByRole('dialog', { name: 'Current Plan: Pro' });
    expect(within(dialog).getByText('Pro · €49 per month')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Log Out' })).toBeNull();
    const actions = within(screen.getAllByRole('row').at(-1)!).getAllByRole('cell');
    expect(actions[0]!.textContent).toBe('Downgrades not available');
    expect(within(actions[1]!).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/plans');
    expect(within(actions[2]!).getByRole('button', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(within(dialog).getByText('articles monthly')).toBeTruthy();
  });
});
