import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { articleModalRoutes, articleRoutes } from '../features/articles/routes';
import { authRoutes, companyJoinRoute } from '../features/auth/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { PlansRedirect, planModalRoutes } from '../features/plans/routes';
import { settingsModalRoutes, settingsRoutes } from '../features/settings/routes';
import { FullPageSpinner } from './FullPageSpinner';
import { lazyPage } from './lazyPage';
import { backgroundFor } from './modals';
import { RequireAuth } from './RequireAuth';
import { SectionPlaceholder } from './shell/SectionPlaceholder';

/*
 * The route elements are built once, at module load: lazyPage() makes a new lazy component on
 * every call, and rebuilding them on each navigation would remount the shell and every page
 * (and suspend them again) whenever the location changes.
 */
const PAGE_ROUTES = (
  <>
    <Route path="/" element={<Navigate to="/articles" replace />} />
    {authRoutes()}
    <Route path="/help" element={lazyPage(() => import('../features/help/HelpPage'))} />
    <Route element={<RequireAuth />}>
      {onboardingRoutes()}
      {companyJoinRoute()}
      {/* The shell is its own chunk, so /login does not load the sidebar. */}
      <Route element={lazyPage(() => import('./shell/AppShell'))}>
        <Route
          path="/get-started"
          element={lazyPage(() => import('../features/get-started/pages/GetStartedPage'))}
        />
        {articleRoutes()}
        <Route path="/helpcenters/*" element={<SectionPlaceholder labelKey="nav.helpcenters" />} />
        <Route path="/glossary" element={<SectionPlaceholder labelKey="nav.glossary" />} />
        <Route path="/analytics" element={<SectionPlaceholder labelKey="nav.analytics" />} />
        {settingsRoutes()}
        <Route path="/plans" element={<PlansRedirect />} />
        <Route
          path="/plans/checkout"
          element={lazyPage(() => import('../features/plans/pages/CheckoutResultPage'))}
        />
      </Route>
    </Route>
    <Route path="*" element={lazyPage(() => import('./pages/NotFoundPage'))} />
  </>
);

const MODAL_ROUTES = (
  <>
    <Route element={<RequireAuth />}>
      {settingsModalRoutes()}
      {articleModalRoutes()}
      {planModalRoutes()}
    </Route>
    <Route path="*" element={null} />
  </>
);

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
          <Routes>{MODAL_ROUTES}</Routes>
        </Suspense>
      )}
    </Suspense>
  );
}
