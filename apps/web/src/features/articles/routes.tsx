import { lazy } from 'react';
import { Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const ArticlesPage = lazy(() => import('./pages/ArticlesPage'));
const NewArticlePage = lazy(() => import('./pages/NewArticlePage'));
const ArticleLayout = lazy(() => import('./pages/ArticleLayout'));
const ArticlePage = lazy(() => import('./pages/ArticlePage'));
const StepEditorPage = lazy(() => import('./steps/pages/StepEditorPage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));

const CreateArticleModal = lazy(() => import('./modals/CreateArticleModal'));
const ArticleAdminModal = lazy(() => import('./modals/ArticleAdminModal'));
const InsertLinkModal = lazy(() => import('./modals/InsertLinkModal'));
const MarkdownHelpModal = lazy(() => import('./modals/MarkdownHelpModal'));
const GlossaryAddModal = lazy(() => import('./modals/GlossaryAddModal'));

/** Spec 02 §2 article routes, inside the shell. */
export function articleRoutes() {
  return (
    <>
      <Route path="/articles" element={<ArticlesPage />} />
      <Route path="/articles/new" element={<NewArticlePage />} />
      <Route path="/articles/:articleId/translations" element={<ComingSoonPage />} />
      <Route path="/articles/:articleId" element={<ArticleLayout />}>
        <Route index element={<ArticlePage />} />
        <Route path="steps" element={<StepEditorPage />} />
        <Route path="steps/:stepId" element={<StepEditorPage />} />
      </Route>
    </>
  );
}

/** Article dialogs drawn over their page (backgrounds in app/modals.tsx). */
export function articleModalRoutes() {
  return (
    <>
      <Route path="/articles/create" element={<CreateArticleModal />} />
      <Route path="/articles/:articleId/admin" element={<ArticleAdminModal />} />
      <Route path="/insert-link" element={<InsertLinkModal />} />
      <Route path="/markdown-help" element={<MarkdownHelpModal />} />
      <Route path="/glossary/add" element={<GlossaryAddModal />} />
    </>
  );
}
