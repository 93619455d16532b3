import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backgroundFor, type ModalState } from '../../app/modals';

/** Link state that opens a modal route over the page the user is on. */
export function useModalState(): ModalState {
  const location = useLocation();
  return { backgroundLocation: location };
}

/**
 * Closes a modal route: back in history when it was opened over a page, otherwise (opened
 * directly) to its background page, so closing never leaves the app.
 */
export function useCloseModal(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const state = location.state as ModalState | null;
    if (state?.backgroundLocation) {
      navigate(-1);
      return;
    }
    const background = backgroundFor(location) ?? '/';
    navigate(background, { replace: true });
  }, [navigate, location]);
}
