import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { authRoutes, companyJoinRoute } from '../features/auth/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { settingsModalRoutes, settingsRoutes } from '../features/settings/routes';
import { FullPageSpinner } from './FullPageSpinner';
import { lazyPage } from './lazyPage';
import { backgroundFor } from './modals';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { RequireAuth } from './RequireAuth';
import { AppShell } from './shell/AppShell';

/**
 * The route table of spec 01 §2. Pages render at the background location while a modal
 * route is open, so the page stays visible under the dialog.
 */
export function AppRoutes() {
  const location = useLocation();
  const background = backgroundFor(location);

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes location={background ?? location}>
        <Route path="/" element={<Navigate to="/articles" replace />} />
        {authRoutes()}
        <Route path="/help" element={lazyPage(() => import('../features/help/HelpPage'))} />
        <Route element={<RequireAuth />}>
          {onboardingRoutes()}
          {companyJoinRoute()}
          <Route element={<AppShell />}>
            <Route
              path="/get-started"
              element={lazyPage(() => import('../features/get-started/pages/GetStartedPage'))}
            />
            <Route path="/articles/*" element={<PlaceholderPage title="Articles" />} />
            <Route path="/helpcenters/*" element={<PlaceholderPage title="Help Centers" />} />
            <Route path="/glossary" element={<PlaceholderPage title="Glossary" />} />
            <Route path="/analytics" element={<PlaceholderPage title="Analytics" />} />
            {settingsRoutes()}
            <Route path="/plans" element={<Navigate to="/settings/plans" replace />} />
            <Route path="/plans/checkout" element={<PlaceholderPage title="Checkout" />} />
          </Route>
        </Route>
        <Route path="*" element={lazyPage(() => import('./pages/NotFoundPage'))} />
      </Routes>
      {background && (
        <Suspense fallback={null}>
          <Routes>
            <Route element={<RequireAuth />}>{settingsModalRoutes()}</Route>
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      )}
    </Suspense>
  );
}
