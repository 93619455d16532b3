import { lazy } from 'react';
import { Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const GlossaryPage = lazy(() => import('./pages/GlossaryPage'));
const AddEntryModal = lazy(() => import('./modals/AddEntryModal'));
const EditEntryModal = lazy(() => import('./modals/EditEntryModal'));

/** Spec 02 §2 /glossary, inside the shell. */
export function glossaryRoutes() {
  return <Route path="/glossary" element={<GlossaryPage />} />;
}

/** The add and edit dialogs, over the glossary or (add) the editor; backgrounds in app/modals.tsx. */
export function glossaryModalRoutes() {
  return (
    <>
      <Route path="/glossary/add" element={<AddEntryModal />} />
      <Route path="/glossary/edit" element={<EditEntryModal />} />
    </>
  );
}
