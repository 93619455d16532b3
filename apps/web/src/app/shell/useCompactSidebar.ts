import { useSyncExternalStore } from 'react';

/** Spec 01 §9: the sidebar collapses to an icon bar at a screen width of 768 px or less. */
export const COMPACT_SIDEBAR_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(COMPACT_SIDEBAR_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useCompactSidebar(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(COMPACT_SIDEBAR_QUERY).matches);
}
