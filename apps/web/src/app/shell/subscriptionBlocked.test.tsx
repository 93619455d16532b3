import { describe, expect, it } from 'vitest';
import { shouldRedirectToSelectSubscription } from './subscriptionBlocked';

describe('subscription-blocked redirect', () => {
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
