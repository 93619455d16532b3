import { lazy } from 'react';
import { Navigate, Route, useLocation } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const UpgradeModal = lazy(() => import('./modals/UpgradeModal'));
const SelectSubscriptionModal = lazy(() => import('./modals/SelectSubscriptionModal'));

/** /plans is the plan table in settings; the upgrade modal's recommended plan travels along in the state. */
export function PlansRedirect() {
  const location = useLocation();
  return <Navigate to="/settings/plans" replace state={location.state} />;
}

/** Modal routes /upgrade and /select-subscription, drawn over their background page (app/modals.tsx). */
export function planModalRoutes() {
  return (
    <>
      <Route path="/upgrade" element={<UpgradeModal />} />
      <Route path="/select-subscription" element={<SelectSubscriptionModal />} />
    </>
  );
}
