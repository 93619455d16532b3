import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { authRoutes } from '../features/auth/routes';
import { FullPageSpinner } from './FullPageSpinner';
import { lazyPage } from './lazyPage';
import { backgroundFor } from './modals';

/*
 * The first route table holds only the signed-out entry screens (login, register, reset), which
 * use lib/http and lib/texts; every other route, and TanStack Query, zod, i18next and the
 * toaster with them, is in MainRoutes, its own chunk, so /login stays within its first-load
 * budget (docs/architecture.md: ≤ 120 KB of gzip JS; `npm run bench` measures it).
 *
 * The route elements are built once, at module load: lazyPage() makes a new lazy component on
 * every call, and rebuilding them on each navigation would remount the shell and every page
 * (and suspend them again) whenever the location changes.
 */
const PAGE_ROUTES = (
  <>
    {authRoutes()}
    <Route path="*" element={lazyPage(() => import('./MainRoutes'))} />
  </>
);

const ModalRoutes = lazy(() => import('./ModalRoutes'));

/**
 * The route table of spec 01 §2. Pages render at the background location while a modal
 * route is open, so the page stays visible under the dialog.
 */
export function AppRoutes() {
  const location = useLocation();
  const background = backgroundFor(location);

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes location={background ?? location}>{PAGE_ROUTES}</Routes>
      {background && (
        <Suspense fallback={null}>
          <ModalRoutes />
        </Suspense>
      )}
    </Suspense>
  );
}
