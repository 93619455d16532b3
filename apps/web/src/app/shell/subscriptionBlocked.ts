import { useEffect, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';

/**
 * The subscription-blocked flow of spec 01 §4: a 403 with a subscription code (lib/session.ts
 * dispatches 'subscription-error') sets a flag for the session, and the app sends the user once
 * to the plan choice. logout() in lib/session.ts removes the same key.
 */
const BLOCKED_KEY = 'subscription-blocked';
export const SELECT_SUBSCRIPTION_PATH = '/select-subscription';

export const subscriptionBlocked = {
  isSet: () => sessionStorage.getItem(BLOCKED_KEY) !== null,
  set: (code: string) => sessionStorage.setItem(BLOCKED_KEY, code || 'blocked'),
  clear: () => sessionStorage.removeItem(BLOCKED_KEY),
};

/** Pages where the redirect would hide what the user came for: the plan choice and a checkout's result. */
const EXEMPT_PATHS = [SELECT_SUBSCRIPTION_PATH, '/plans/checkout'];

/**
 * Redirect while blocked, not already on the plan choice (or a checkout result), and not yet
 * redirected for this blocking: one redirect per 'subscription-error', however many calls failed.
 */
export function shouldRedirectToSelectSubscription(input: {
  blocked: boolean;
  pathname: string;
  alreadyRedirected: boolean;
}): boolean {
  return input.blocked && !input.alreadyRedirected && !EXEMPT_PATHS.includes(input.pathname);
}

/** The plan choice is drawn over the articles list, whatever page failed. */
const ARTICLES_BACKGROUND: Location = {
  pathname: '/articles',
  search: '',
  hash: '',
  state: null,
  key: 'blocked',
};

/** Mounted by the shell: turns 'subscription-error' events into the flag and the one redirect. */
export function useSubscriptionBlockedRedirect(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Each event opens a new episode; a stored flag after a reload counts as episode 0.
  const [episode, setEpisode] = useState(0);
  const redirectedIn = useRef<number | null>(null);

  useEffect(() => {
    const onError = (event: Event) => {
      subscriptionBlocked.set((event as CustomEvent<{ code?: string }>).detail?.code ?? '');
      setEpisode((value) => value + 1);
    };
    window.addEventListener('subscription-error', onError);
    return () => window.removeEventListener('subscription-error', onError);
  }, []);

  useEffect(() => {
    // Read now, not at render: a page's own effect (starting a trial, a checkout result) may
    // have cleared the flag in this same commit.
    const redirect = shouldRedirectToSelectSubscription({
      blocked: subscriptionBlocked.isSet(),
      pathname,
      alreadyRedirected: redirectedIn.current === episode,
    });
    // A blocking met on the plan choice itself (the page behind it failing too) is handled there.
    if (EXEMPT_PATHS.includes(pathname)) redirectedIn.current = episode;
    if (!redirect) return;
    redirectedIn.current = episode;
    navigate(SELECT_SUBSCRIPTION_PATH, { replace: true, state: { backgroundLocation: ARTICLES_BACKGROUND } });
  }, [episode, pathname, navigate]);
}
