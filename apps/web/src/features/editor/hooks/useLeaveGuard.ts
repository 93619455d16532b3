import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { pageOf } from '../../../app/modals';

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
