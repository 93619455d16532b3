import { Route } from 'react-router';

/** The onboarding steps (spec 01 §2 "Onboarding"), signed-in only, outside the app shell. */
export function onboardingRoutes() {
  return <Route path="/onboarding/*" element={null} />;
}
