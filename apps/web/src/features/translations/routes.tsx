import { lazy } from 'react';
import { Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const TranslationsPage = lazy(() => import('./pages/TranslationsPage'));

/** /articles/{articleId}/translations, a tab of the article's layout (spec 02 §2). */
export function translationRoutes() {
  return <Route path="translations" element={<TranslationsPage />} />;
}
