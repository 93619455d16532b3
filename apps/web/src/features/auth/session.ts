import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useIsAuthenticated } from '../../app/useAuth';
import { storeToken } from '../../lib/token';

/** Thrown when the server answers with a token that is not three dot-separated parts (spec 01 §5). */
export class MalformedTokenError extends Error {
  constructor() {
    super('The server returned a malformed session token');
  }
}

/** Stores the session token or throws: a token that is not well formed is never stored. */
export function startSession(token: unknown): void {
  if (!storeToken(token)) throw new MalformedTokenError();
}

/**
 * Guest screens send a signed-in visitor elsewhere; right after a sign-in on this screen the
 * screen picks the destination itself (e.g. / after joining through an invitation), so the
 * guard steps aside from the moment the token is stored.
 */
export function useGuestSession() {
  const authenticated = useIsAuthenticated();
  const navigate = useNavigate();
  const leaving = useRef(false);

  function signIn(token: unknown, to: string): void {
    leaving.current = true;
    try {
      startSession(token);
    } catch (error) {
      leaving.current = false;
      throw error;
    }
    navigate(to, { replace: true });
  }

  return { signedIn: authenticated && !leaving.current, signIn };
}
