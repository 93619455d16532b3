import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px) a table of plans does not fit; cards take its place. */
const PHONE_QUERY = '(max-width: 639px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Rendering one layout (not both, one hidden by CSS) keeps each action once in the page. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
