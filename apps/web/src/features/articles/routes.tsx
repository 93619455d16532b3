import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';
import { translationRoutes } from '../translations/routes';

// Created once at module level: a lazy component made during render would remount on every render.
const ArticlesPage = lazy(() => import('./pages/ArticlesPage'));
const NewArticlePage = lazy(() => import('./pages/NewArticlePage'));
const ArticleLayout = lazy(() => import('./pages/ArticleLayout'));
const ArticlePage = lazy(() => import('./pages/ArticlePage'));

const CreateArticleModal = lazy(() => import('./modals/CreateArticleModal'));
const ArticleAdminModal = lazy(() => import('./modals/ArticleAdminModal'));

/**
 * Spec 02 §2 article routes, inside the shell. The translations tab and `articleTabs` are further
 * routes under /articles/{id}, drawn in the article's layout (the step editor's, wired in app/MainRoutes).
 */
export function articleRoutes(articleTabs?: ReactNode) {
  return (
    <>
      <Route path="/articles" element={<ArticlesPage />} />
      <Route path="/articles/new" element={<NewArticlePage />} />
      <Route path="/articles/:articleId" element={<ArticleLayout />}>
        <Route index element={<ArticlePage />} />
        {translationRoutes()}
        {articleTabs}
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
    </>
  );
}
