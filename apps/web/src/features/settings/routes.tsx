import { Route } from 'react-router';

/** The settings area (nested pages under /settings, spec 01 §2 and spec 02 "Settings area"). */
export function settingsRoutes() {
  return <Route path="/settings/*" element={null} />;
}

/** Modal routes of organizations and team, drawn over their background page (see app/modals.tsx). */
export function settingsModalRoutes() {
  return null;
}
