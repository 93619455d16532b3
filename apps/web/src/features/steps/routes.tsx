import { lazy } from 'react';
import { Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const StepEditorPage = lazy(() => import('./pages/StepEditorPage'));

/** Spec 02 §7: the step editor, relative to /articles/{id} (it draws inside the article's layout). */
export function stepRoutes() {
  return (
    <>
      <Route path="steps" element={<StepEditorPage />} />
      <Route path="steps/:stepId" element={<StepEditorPage />} />
    </>
  );
}
