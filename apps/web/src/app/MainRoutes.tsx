import { Navigate, Route, Routes } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { articleRoutes } from '../features/articles/routes';
import { companyJoinRoute, invitationRoute } from '../features/auth/routes';
import { connectDesktopRoute } from '../features/desktop-recorder/routes';
import { glossaryRoutes } from '../features/glossary/routes';
import { helpCenterRoutes } from '../features/help-centers/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { PlansRedirect } from '../features/plans/routes';
import { desktopDownloadRoute } from '../features/recorder/routes';
import { settingsRoutes } from '../features/settings/routes';
import { stepRoutes } from '../features/steps/routes';
import { initI18n } from '../lib/i18n';
import { QueryProvider } from '../lib/QueryProvider';
import { showToaster } from './DeferredToaster';
import { lazyPage } from './lazyPage';
import { RequireAuth } from './RequireAuth';

// The pages from here on translate with i18next, and may toast: the toaster stays mounted from now on.
initI18n();
showToaster();

/* Built once at module load, like AppRoutes' table (see there); the admin area shares these two. */
const SHELL = lazyPage(() => import('./shell/AppShell'));
const NOT_FOUND = lazyPage(() => import('./pages/NotFoundPage'));

const PAGE_ROUTES = (
  <>
    <Route path="/" element={<Navigate to="/articles" replace />} />
    {invitationRoute()}
    <Route path="/help" element={lazyPage(() => import('../features/help/HelpPage'))} />
    {desktopDownloadRoute()}
    <Route element={<RequireAuth />}>
      {onboardingRoutes()}
      {companyJoinRoute()}
      {/* Signed out, RequireAuth sends the visitor to /login and back here, code and all. */}
      {connectDesktopRoute()}
      {/* The shell is its own chunk, so the onboarding screens do not load the sidebar. */}
      <Route element={SHELL}>
        <Route
          path="/get-started"
          element={lazyPage(() => import('../features/get-started/pages/GetStartedPage'))}
        />
        {articleRoutes(stepRoutes())}
        {helpCenterRoutes()}
        {glossaryRoutes()}
        {analyticsRoutes()}
        {settingsRoutes()}
        <Route path="/plans" element={<PlansRedirect />} />
        <Route
          path="/plans/checkout"
          element={lazyPage(() => import('../features/plans/pages/CheckoutResultPage'))}
        />
      </Route>
      {adminRoutes({ shell: SHELL, notFound: NOT_FOUND })}
    </Route>
    <Route path="*" element={NOT_FOUND} />
  </>
);

/** Every page route but the signed-out entry screens (spec 01 §2), with the app's query client. */
export default function MainRoutes() {
  return (
    <QueryProvider>
      <Routes>{PAGE_ROUTES}</Routes>
    </QueryProvider>
  );
}
