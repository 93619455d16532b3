import type { Article } from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion, RefreshCw } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { errorStatus } from '../../../lib/errors';
import { ArticleHeader } from '../components/ArticleHeader';
import { ArticleLoading } from '../components/ArticleLoading';
import { ArticleTabs } from '../components/ArticleTabs';
import { listedArticle } from '../listedArticle';
import { useArticle } from '../queries';

export type ArticleOutlet = { article: Article };
export const useArticleOutlet = () => useOutletContext<ArticleOutlet>();

/** /articles/{id}, /articles/{id}/steps and /translations: the article's header and tab switcher around its tab. */
export default function ArticleLayout() {
  const { t } = useTranslation('articles');
  const { articleId = '' } = useParams();
  const query = useArticle(articleId);
  const queryClient = useQueryClient();

  if (query.isPending) return <ArticleLoading listed={listedArticle(queryClient, articleId)} />;
  if (!query.data) {
    const missing = errorStatus(query.error) === 404 || errorStatus(query.error) === 400;
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-6 text-center">
        <FileQuestion aria-hidden="true" className="size-9 text-stone-500" />
        <p role="alert" className="font-medium text-stone-900">
          {t(missing ? 'detail.notFound' : 'detail.loadError')}
        </p>
        <div className="flex gap-2">
          <Link
            to="/articles"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('detail.back')}
          </Link>
          {!missing && (
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('list.reload')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const article = query.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col px-4 pb-10 pt-4 sm:px-6 lg:px-8">
      <ArticleHeader article={article} />
      <ArticleTabs articleId={article.id} withSteps={article.articleType === 'STEP_RECORDING'} />
      <Suspense fallback={<PageSpinner />}>
        <Outlet context={{ article } satisfies ArticleOutlet} />
      </Suspense>
    </div>
  );
}
