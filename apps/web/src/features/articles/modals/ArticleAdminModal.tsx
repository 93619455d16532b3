import { articleStatus } from '@support/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { useProfile } from '../../profile/queries';
import { useCloseModal } from '../../settings/modalNavigation';
import { useArticle } from '../queries';
import { formatDateTime } from '../rules/time';

// The super admin's view is the admin area's code, loaded only when one opens it.
const ArticleAdminPanel = lazy(() => import('../../admin/article/ArticleAdminPanel'));

const spinner = (
  <div className="flex justify-center py-8 text-brand-600">
    <Spinner className="size-6" />
  </div>
);

/**
 * /articles/{id}/admin, the status panel's dialog: a super admin gets the admin view (versions,
 * jobs, files, Regenerate) of an article of any organization; everyone else its current facts.
 */
export default function ArticleAdminModal() {
  const { t } = useTranslation('articles');
  const close = useCloseModal();
  const { articleId = '' } = useParams();
  const profile = useProfile();
  const superAdmin = profile.data?.canAdministerInstance ?? false;
  // One dialog whatever the profile says, so it is not drawn anew when the profile arrives.
  return (
    <Modal title={t('admin.title')} size={superAdmin ? '5xl' : 'lg'} onClose={close}>
      {profile.isPending ? (
        spinner
      ) : superAdmin ? (
        <Suspense fallback={spinner}>
          <ArticleAdminPanel articleId={articleId} />
        </Suspense>
      ) : (
        <ArticleFacts articleId={articleId} />
      )}
    </Modal>
  );
}

function ArticleFacts({ articleId }: { articleId: string }) {
  const { t, i18n } = useTranslation('articles');
  const { data: article } = useArticle(articleId);
  const version = article?.activeArticleVersion;
  const facts: Array<[string, string]> = article
    ? [
        [t('admin.id'), article.id],
        [t('admin.status'), t(`status.${articleStatus(article)}`)],
        [t('admin.type'), t(`settings.articleTypes.${article.articleType}`)],
        [t('admin.version'), version ? String(version.version) : '–'],
        [
          t('admin.stage'),
          version?.generationStage ? t(`processing.stages.${version.generationStage}`) : '–',
        ],
        [t('admin.failure'), version?.failureReason ?? '–'],
        [
          t('admin.finishedAt'),
          version?.finishedAt ? formatDateTime(version.finishedAt, i18n.language) : '–',
        ],
        [t('admin.createdAt'), formatDateTime(article.createdAt, i18n.language)],
        [t('admin.steps'), String(version?.steps.length ?? 0)],
      ]
    : [];
  if (!article) return spinner;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('admin.placeholder')}</p>
      <dl className="divide-y divide-stone-100 rounded-lg text-sm ring-1 ring-stone-200">
        {facts.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[9rem_1fr] gap-3 px-3 py-2">
            <dt className="text-stone-500">{label}</dt>
            <dd className="break-all font-medium text-stone-800">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
