import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { errorMessage, errorStatus } from '../../../lib/errors';
import { ListError } from '../components/ListStates';
import { formatBytes, formatDateTime } from '../format';
import { useAdminArticle, useRegenerateArticle } from '../operationsQueries';
import { ArticleFiles } from './ArticleFiles';
import { ArticleJobs } from './ArticleJobs';
import { ArticleVersions } from './ArticleVersions';

/**
 * The super admin's view of one article in any organization (the status panel's dialog): its
 * versions, its jobs with their attempts and errors, its stored files, and Regenerate.
 */
export default function ArticleAdminPanel({ articleId }: { articleId: string }) {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminArticle(articleId, true);
  const regenerate = useRegenerateArticle(articleId);
  const [asking, setAsking] = useState(false);
  const data = query.data;

  if (!data) {
    if (query.isPending) return <PageSpinner label={t('article.loading')} />;
    return (
      <ListError
        title={t(errorStatus(query.error) === 404 ? 'article.notFound' : 'article.error')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { article } = data;
  const creator = article.creator ? article.creator.name || article.creator.email : '–';

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-500">{t('article.titleLabel')}</dt>
          <dd className="break-words font-medium text-stone-900">{article.title || '–'}</dd>
          <dt className="text-stone-500">{t('article.organization')}</dt>
          <dd className="text-stone-800">{article.organization.name}</dd>
          <dt className="text-stone-500">{t('article.creator')}</dt>
          <dd className="break-all text-stone-800">{creator}</dd>
          <dt className="text-stone-500">{t('article.status')}</dt>
          <dd className="text-stone-800">{t(`article.statuses.${article.status}`)}</dd>
          <dt className="text-stone-500">{t('article.created')}</dt>
          <dd className="text-stone-800">{formatDateTime(article.createdAt, i18n.language)}</dd>
          <dt className="text-stone-500">{t('article.id')}</dt>
          <dd className="break-all font-mono text-xs leading-5 text-stone-700">{article.id}</dd>
        </dl>
        {article.articleType === 'STEP_RECORDING' && (
          <Button
            variant="secondary"
            onClick={() => {
              regenerate.reset();
              setAsking(true);
            }}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('article.regenerate')}
          </Button>
        )}
      </div>
      {regenerate.isError && <Alert>{errorMessage(regenerate.error, t('article.regenerateFailed'))}</Alert>}

      <ArticleVersions versions={data.versions} />
      <ArticleJobs jobs={data.jobs} />
      <ArticleFiles files={data.files} />
      <p className="text-right text-sm font-medium text-stone-800">
        {t('article.total', { size: formatBytes(data.totalBytes, i18n.language) })}
      </p>

      <ConfirmDialog
        open={asking}
        title={t('article.confirmTitle')}
        confirmLabel={t('article.regenerate')}
        tone="primary"
        loading={regenerate.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('article.regenerated'));
              setAsking(false);
            },
            onError: () => setAsking(false),
          })
        }
      >
        {t('article.confirmText', { title: article.title || article.id })}
      </ConfirmDialog>
    </div>
  );
}
