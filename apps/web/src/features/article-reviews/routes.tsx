import { lazy } from 'react';
import { Route } from 'react-router';

const ReviewQueuePage = lazy(() => import('./pages/ReviewQueuePage'));

/** Issue 48 item 2: /reviews, the reviewer's queue, inside the shell. */
export function reviewRoutes() {
  return <Route path="/reviews" element={<ReviewQueuePage />} />;
}
