import { lazy } from 'react';
import { Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const InsertLinkModal = lazy(() => import('./modals/InsertLinkModal'));
const MarkdownHelpModal = lazy(() => import('./modals/MarkdownHelpModal'));

/** The editor's dialogs, drawn over their page (backgrounds in app/modals.tsx). */
export function editorModalRoutes() {
  return (
    <>
      <Route path="/insert-link" element={<InsertLinkModal />} />
      <Route path="/markdown-help" element={<MarkdownHelpModal />} />
    </>
  );
}
