import type { FeatureCheck, Organization } from '@support/shared';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { sampleOrganization, sampleProfile } from '../../settings/testing';
import {
  BUSINESS_PLAN,
  currentPlan,
  featureCheck,
  PRO_PLAN,
  PUBLIC_CONFIG,
  STARTER_PLAN,
  sampleSubscription,
  TRIAL_PLAN,
} from '../testing';
import UpgradeModal from './UpgradeModal';

function renderUpgrade(state: unknown, organization: Organization = sampleOrganization()) {
  fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (config.url === '/organization/active') return { status: 200, data: organization };
    if (config.url === '/plan/available')
      return { status: 200, data: { plans: [STARTER_PLAN, PRO_PLAN, BUSINESS_PLAN] } };
    if (config.url === '/plan/current')
      return { status: 200, data: currentPlan(TRIAL_PLAN, sampleSubscription()) };
    if (config.url === '/plan/feature/GLOSSARY/check')
      return {
        status: 200,
        data: featureCheck('GLOSSARY', { hasAccess: false, explanation: 'The glossary' }),
      };
    if (config.url === '/config') return { status: 200, data: PUBLIC_CONFIG };
    return undefined;
  });
  return renderRoute('/start', [
    { path: '/start', element: <Navigate to="/upgrade" state={state} /> },
    { path: '/upgrade', element: <UpgradeModal /> },
    { path: '/settings/plans', element: <p>Plans page</p> },
  ]);
}

const seatLimit: FeatureCheck = featureCheck('TEAM_MEMBERS', {
  isLimitReached: true,
  currentUsage: 3,
  limit: 3,
  upgradeMessage: "You've used all 3 team members. Upgrade for more.",
  suggestedPlan: 'pro',
});

// These machines are shared and slow; a screen may take a few seconds to get its data.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('upgrade modal', { timeout: 20_000 }, () => {
  it('goes back without a feature in the navigation state', async () => {
    const router = renderUpgrade(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/plans'));
  });

  it('compares the current plan with the suggested one and goes to the plans with it selected', async () => {
    const router = renderUpgrade({ feature: 'TEAM_MEMBERS', check: seatLimit });
    const dialog = await screen.findByRole('dialog', { name: 'Team members Limit Reached' });
    expect(await within(dialog).findByText("You've used all 3 team members. Upgrade for more.")).toBeTruthy();
    expect(within(dialog).getByText('Free trial')).toBeTruthy();
    expect(within(dialog).getByText('per month *')).toBeTruthy();
    expect(within(dialog).getByText('*All prices excluding VAT')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View All Plans' }).getAttribute('href')).toBe('/plans');
    expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(router.state.location.state).toEqual({ selectedPlan: 'pro' });
  });

  it('unlocks a missing feature by its check and offers sales when no plan lifts it', async () => {
    renderUpgrade({ feature: 'GLOSSARY' });
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Glossary' });
    expect(await within(dialog).findByText('The glossary is available in higher tier plans.')).toBeTruthy();
    expect(within(dialog).getByText('Enterprise Solutions')).toBeTruthy();
    expect(within(dialog).getByText('Need higher limits than our standard plans?')).toBeTruthy();
    expect(within(dialog).getByText('Custom limits and pricing')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
        'mailto:sales@example.test',
      ),
    );
    expect(within(dialog).queryByRole('button', { name: /Upgrade to/ })).toBeNull();
  });

  it('points manual billing to support', async () => {
    renderUpgrade(
      { check: { ...seatLimit, upgradeMessage: null } },
      sampleOrganization({ paymentProvider: 'MANUAL' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Team members Limit Reached' });
    // Without a message from the server, the used-up limit says it.
    expect(await within(dialog).findByText("You've used all 3 team members. Upgrade for more.")).toBeTruthy();
    expect(await within(dialog).findByText('Manual Billing Enabled')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Your organization uses manual billing. Self-service plan upgrades are not available.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/settings/plans',
    );
    await waitFor(() =>
      expect(
        within(dialog).getByRole('link', { name: 'Contact Support to Upgrade' }).getAttribute('href'),
      ).toBe('mailto:support@example.test'),
    );
    expect(within(dialog).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });
});
