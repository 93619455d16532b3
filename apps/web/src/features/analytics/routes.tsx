import { lazy } from 'react';
import { Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const AnalyticsPage = lazy(() => import('./pages/AnalyticsPage'));

/** Spec 02 §2 /analytics, inside the shell; the chart's library loads with this page only. */
export function analyticsRoutes() {
  return <Route path="/analytics" element={<AnalyticsPage />} />;
}
