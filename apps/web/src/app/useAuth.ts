import { useSyncExternalStore } from 'react';
import { isAuthenticated } from '../lib/token';

function subscribe(onChange: () => void) {
  window.addEventListener('auth-change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('auth-change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Authenticated when a well-formed token is stored (spec 01 §4); follows login and logout at once. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribe, isAuthenticated);
}
