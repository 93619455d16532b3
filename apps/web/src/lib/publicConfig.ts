import { healthApi, type PublicConfig } from '@support/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { call } from './client';

/**
 * Public settings (legal links, contact addresses) that pages need before and after sign-in.
 * Fetched once per page load and shared, through the contract client; no TanStack Query here,
 * because every auth screen shows the legal links and /login must stay within its first-load budget.
 */

let config: PublicConfig | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts the one request unless it ran or runs; after a failure the next screen that needs it asks again. */
function load(): void {
  if (config || loading) return;
  const current: Promise<void> = call(healthApi.config)
    .then(
      (value) => {
        if (loading !== current) return;
        config = value;
        for (const listener of listeners) listener();
      },
      () => undefined,
    )
    .finally(() => {
      if (loading === current) loading = null;
    });
  loading = current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePublicConfig(): { data: PublicConfig | undefined } {
  const data = useSyncExternalStore(subscribe, () => config);
  useEffect(load, []);
  return { data };
}

/** Tests answer /config differently from one case to the next. */
export function forgetPublicConfig(): void {
  config = undefined;
  loading = null;
}
