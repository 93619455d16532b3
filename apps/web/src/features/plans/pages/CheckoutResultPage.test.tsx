import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionBlocked } from '../../../app/shell/subscriptionBlocked';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { currentPlan, PRO_PLAN, paidSubscription } from '../testing';
import CheckoutResultPage from './CheckoutResultPage';

function renderResult(search: string) {
  const calls = fakeApi((config) => {
    if (config.url === '/plan/current')
      return { status: 200, data: currentPlan(PRO_PLAN, paidSubscription(PRO_PLAN)) };
    return undefined;
  });
  const router = renderRoute(`/plans/checkout${search}`, [
    { path: '/plans/checkout', element: <CheckoutResultPage /> },
  ]);
  return { calls, router };
}

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

describe('checkout result', { timeout: 20_000 }, () => {
  it('confirms a subscription, lifts the block and shows the new plan', async () => {
    subscriptionBlocked.set('TRIAL_EXPIRED');
    const { router } = renderResult('?success=true');
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(await screen.findByText('Your plan: Pro')).toBeTruthy();
    expect(subscriptionBlocked.isSet()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Go to plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });

  it('tells a failed checkout and keeps the block', async () => {
    subscriptionBlocked.set('TRIAL_EXPIRED');
    const { calls } = renderResult('?success=false');
    expect(await screen.findByRole('heading', { name: 'Failure' })).toBeTruthy();
    expect(screen.getByText('You have failed to subscribe to the plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to plans' }).getAttribute('href')).toBe('/plans');
    expect(subscriptionBlocked.isSet()).toBe(true);
    expect(calls).toHaveLength(0);
    subscriptionBlocked.clear();
  });
});
