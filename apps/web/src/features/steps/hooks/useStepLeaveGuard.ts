import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { pageOf } from '../../../app/modals';

/**
 * As the article editor's leave guard (another step counts as another page, a dialog over this one
 * does not), with a way out for leaving on purpose: after the step itself was deleted there is
 * nothing left to lose.
 */
export function useStepLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && pageOf(currentLocation) !== pageOf(nextLocation),
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
  return {
    blocker,
    leaveFreely() {
      leaving.current = true;
    },
  };
}
