import type { PublicConfig } from '@support/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { request } from './http';

/**
 * Public settings (legal links, contact addresses) that pages need before and after sign-in.
 * Fetched once per page load and shared; no TanStack Query or zod here, because every auth screen
 * shows the legal links and /login must stay within its first-load budget.
 */

/** Every field of ZPublicConfig with its JSON type; the type makes a field added there fail to compile here. */
const FIELDS: { [K in keyof PublicConfig]-?: PublicConfig[K] extends string ? 'string' : 'boolean' } = {
  supportEmail: 'string',
  salesEmail: 'string',
  termsUrl: 'string',
  privacyUrl: 'string',
  refundUrl: 'string',
  chromeExtensionUrl: 'string',
  desktopRecorderUrl: 'string',
  aiConfigured: 'boolean',
  onlinePayments: 'boolean',
};

let config: PublicConfig | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** The answer's known string fields, as ZPublicConfig.parse returns them; anything else is an error. */
export function readPublicConfig(data: unknown): PublicConfig {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const result: Record<string, string | boolean> = {};
  for (const [field, type] of Object.entries(FIELDS)) {
    const value = body[field];
    if (typeof value !== type) throw new Error(`public config: ${field} is not a ${type}`);
    result[field] = value as string | boolean;
  }
  return result as PublicConfig;
}

/** Starts the one request unless it ran or runs; after a failure the next screen that needs it asks again. */
function load(): void {
  if (config || loading) return;
  const current: Promise<void> = request('GET', '/config')
    .then(readPublicConfig)
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
