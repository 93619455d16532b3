import { Route } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/**
 * Sign-in, registration and password reset (spec 01 §2 "Auth screens"): the signed-out entry
 * routes, drawn by the first route table (app/AppRoutes) without TanStack Query.
 * /continue is the combined login-or-register screen; /register?variant=simple the e-mail-and-password
 * form; /confirm-reset and /reset-password are the same screen.
 */
export function authRoutes() {
  const resetPassword = lazyPage(() => import('./pages/ResetPasswordPage'));
  return (
    <>
      <Route path="/login" element={lazyPage(() => import('./pages/LoginPage'))} />
      <Route path="/register" element={lazyPage(() => import('./pages/RegisterPage'))} />
      <Route path="/continue" element={lazyPage(() => import('./pages/ContinuePage'))} />
      <Route path="/request-reset" element={lazyPage(() => import('./pages/RequestResetPage'))} />
      <Route path="/reset-password" element={resetPassword} />
      <Route path="/confirm-reset" element={resetPassword} />
    </>
  );
}

/** The invitation landing (spec 01 §2), for guests too; it looks the invitation up with a query. */
export function invitationRoute() {
  return <Route path="/invitation" element={lazyPage(() => import('../invitations/pages/InvitationPage'))} />;
}

/** /onboarding/company-join: must be rendered inside <RequireAuth/> (it accepts for the signed-in user). */
export function companyJoinRoute() {
  return (
    <Route
      path="/onboarding/company-join"
      element={lazyPage(() => import('../invitations/pages/CompanyJoinPage'))}
    />
  );
}
