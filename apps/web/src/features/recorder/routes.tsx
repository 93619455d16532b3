import { Route } from 'react-router';
import { lazyPage } from '../../app/lazyPage';
import { DESKTOP_DOWNLOAD_PAGE } from './links';

/** DESKTOP_RECORDER_URL's default page; public (no sign-in), like the downloads it links to. */
export function desktopDownloadRoute() {
  return (
    <Route
      path={DESKTOP_DOWNLOAD_PAGE}
      element={lazyPage(() => import('./desktop-download/DesktopDownloadPage'))}
    />
  );
}
