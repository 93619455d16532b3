import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsAuthenticated } from './useAuth';

/** The main app group requires sign-in; otherwise the visitor goes to /login. */
export function RequireAuth() {
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  if (!authenticated)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Screens for guests only (login, reset): a signed-in visitor goes to `to`. */
export function GuestOnly({ to = '/' }: { to?: string }) {
  const authenticated = useIsAuthenticated();
  if (authenticated) return <Navigate to={to} replace />;
  return <Outlet />;
}
