import { Route } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/** Sign-in, registration and password reset (spec 01 §2 "Auth screens"). */
export function authRoutes() {
  return <Route path="/login" element={lazyPage(() => import('./pages/LoginPage'))} />;
}
