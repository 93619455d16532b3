import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  shouldRedirectToSelectSubscription,
  subscriptionBlocked,
  useSubscriptionBlockedRedirect,
} from './subscriptionBlocked';

describe('subscription-blocked redirect rule', () => {
  const at = (pathname: string, blocked = true, alreadyRedirected = false) =>
    shouldRedirectToSelectSubscription({ blocked, pathname, alreadyRedirected });

  it('sends a blocked user to the plan choice', () => {
    expect(at('/settings/team')).toBe(true);
  });

  it('does nothing when not blocked, already there, or on a checkout result', () => {
    expect(at('/settings/team', false)).toBe(false);
    expect(at('/select-subscription')).toBe(false);
    expect(at('/plans/checkout')).toBe(false);
  });

  it('redirects once per blocking, however many calls failed', () => {
    expect(at('/articles', true, true)).toBe(false);
  });
});

function Shell() {
  useSubscriptionBlockedRedirect();
  return <Outlet />;
}

function renderShell(path: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <p>Page</p> }] }],
    { initialEntries: ['/get-started', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const subscriptionError = (code: string) =>
  act(() => {
    window.dispatchEvent(new CustomEvent('subscription-error', { detail: { code } }));
  });

afterEach(() => {
  cleanup();
  subscriptionBlocked.clear();
});

describe('the shell on a subscription error', () => {
  it('sets the flag and replaces the page with the plan choice over the articles, once', async () => {
    const router = renderShell('/settings/team');
    await subscriptionError('TRIAL_EXPIRED');
    await subscriptionError('TRIAL_EXPIRED');
    expect(subscriptionBlocked.isSet()).toBe(true);
    expect(router.state.location.pathname).toBe('/select-subscription');
    expect(router.state.location.state).toMatchObject({ backgroundLocation: { pathname: '/articles' } });
    // Replaced, not pushed: back leads to the page before the blocked one.
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/get-started');
  });

  it('redirects after a reload while the flag is still set, and not once it is cleared', async () => {
    subscriptionBlocked.set('NO_SUBSCRIPTION');
    const router = renderShell('/glossary');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/select-subscription');
    cleanup();
    subscriptionBlocked.clear();
    const second = renderShell('/glossary');
    await act(async () => {});
    expect(second.state.location.pathname).toBe('/glossary');
  });
});
