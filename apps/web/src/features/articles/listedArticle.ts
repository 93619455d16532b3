import type { ArticleList, ArticleListItem } from '@support/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** The article as a list already shows it (its title and kind), while the article itself loads. */
export function listedArticle(queryClient: QueryClient, id: string): ArticleListItem | undefined {
  for (const [, data] of queryClient.getQueriesData<ArticleList | InfiniteData<ArticleList>>({
    queryKey: ['articles', 'list'],
  })) {
    const pages = data && 'pages' in data ? data.pages : data ? [data] : [];
    for (const page of pages) {
      const found = page.articles.find((article) => article.id === id);
      if (found) return found;
    }
  }
  return undefined;
}
