import type { QueryClient } from '@tanstack/react-query';
import { fetchArticle } from './api';
import { articleKeys } from './queries';

/**
 * The article page's code, as its routes load it: the layout, the page and CodeMirror's chunk
 * (328 KB, the largest the app has). Loaded once; later calls share the same promises.
 */
const articleCode = () =>
  Promise.all([
    import('./pages/ArticleLayout'),
    import('./pages/ArticlePage'),
    import('../editor/components/EditorPane'),
  ]);

/**
 * What opening an article needs, fetched while the pointer rests on its row or the row has the
 * keyboard's focus (issue 51 item 5): the page's code and the article itself, so the click shows
 * the article instead of a loading state. A failure here is the page's to report, not the list's.
 */
export function preloadArticle(queryClient: QueryClient, id: string): void {
  void articleCode().catch(() => undefined);
  void queryClient
    .prefetchQuery({ queryKey: articleKeys.detail(id), queryFn: () => fetchArticle(id), staleTime: 10_000 })
    .catch(() => undefined);
}

/** The page's code once the list is shown and the browser has nothing else to do. */
export function preloadArticleCodeWhenIdle(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 300));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => void articleCode().catch(() => undefined), { timeout: 3000 });
  return () => cancel(handle);
}
