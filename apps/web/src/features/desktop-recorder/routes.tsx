import { Route } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/** /connect-desktop?code=ABCD-EFGH, the desktop recorder's verification link (signed in). */
export function connectDesktopRoute() {
  return <Route path="/connect-desktop" element={lazyPage(() => import('./pages/ConnectDesktopPage'))} />;
}
