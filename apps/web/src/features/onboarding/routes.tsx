import { Navigate, Route } from 'react-router';
import { lazyPage } from '../../app/lazyPage';

/** The onboarding steps (spec 01 §2 "Onboarding"), signed-in only, outside the app shell. */
export function onboardingRoutes() {
  return (
    <Route path="/onboarding" element={lazyPage(() => import('./components/OnboardingFrame'))}>
      <Route index element={<Navigate to="/onboarding/profile" replace />} />
      <Route path="profile" element={lazyPage(() => import('./pages/ProfileStep'))} />
      <Route path="organization" element={lazyPage(() => import('./pages/OrganizationStep'))} />
      <Route path="preferences" element={lazyPage(() => import('./pages/PreferencesStep'))} />
      <Route path="trial-activation" element={lazyPage(() => import('./pages/TrialActivationStep'))} />
      <Route path="install-recorder" element={lazyPage(() => import('./pages/InstallRecorderStep'))} />
    </Route>
  );
}
