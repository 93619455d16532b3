import { lazy } from 'react';
import { Navigate, Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const HelpCentersPage = lazy(() => import('./pages/HelpCentersPage'));
const HelpCenterLayout = lazy(() => import('./pages/HelpCenterLayout'));
const ArticlesTab = lazy(() => import('./tabs/ArticlesTab'));
const LinksTab = lazy(() => import('./tabs/LinksTab'));
const ThemingTab = lazy(() => import('./tabs/ThemingTab'));
const AuthenticationTab = lazy(() => import('./tabs/AuthenticationTab'));
const SettingsTab = lazy(() => import('./tabs/SettingsTab'));

const CreateHelpCenterModal = lazy(() => import('./modals/CreateHelpCenterModal'));
const PasswordProtectionModal = lazy(() => import('./modals/PasswordProtectionModal'));
const SsoModal = lazy(() => import('./modals/SsoModal'));

/** Spec 02 §2 help center routes, inside the shell; the detail opens on its articles tab. */
export function helpCenterRoutes() {
  return (
    <>
      <Route path="/helpcenters" element={<HelpCentersPage />} />
      <Route path="/helpcenters/:helpCenterId" element={<HelpCenterLayout />}>
        <Route index element={<Navigate to="articles" replace />} />
        <Route path="articles" element={<ArticlesTab />} />
        <Route path="links" element={<LinksTab />} />
        <Route path="theming" element={<ThemingTab />} />
        <Route path="authentication" element={<AuthenticationTab />} />
        <Route path="settings" element={<SettingsTab />} />
      </Route>
    </>
  );
}

/** Help center dialogs drawn over their page (backgrounds in app/modals.tsx). */
export function helpCenterModalRoutes() {
  return (
    <>
      <Route path="/helpcenters/create" element={<CreateHelpCenterModal />} />
      <Route path="/helpcenters/authentication/password" element={<PasswordProtectionModal />} />
      <Route path="/helpcenters/authentication/sso" element={<SsoModal />} />
    </>
  );
}
