import { useEffect } from 'react';
import { type Location, useBlocker } from 'react-router';
import { backgroundFor } from '../../../app/modals';

/** The page a location shows: a modal route counts as the page under it. */
export function pageOf(location: Pick<Location, 'pathname' | 'state'>): string {
  const background = backgroundFor(location as Location);
  if (typeof background === 'string') return background;
  return background?.pathname ?? location.pathname;
}

/**
 * Warns before unsaved changes are lost: leaving for another page (not opening a dialog over this
 * one, not switching tabs) asks first, and so does closing or reloading the browser tab.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && pageOf(currentLocation) !== pageOf(nextLocation),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
