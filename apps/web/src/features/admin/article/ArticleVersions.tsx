import type { AdminArticleVersion } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';
import { formatDateTime } from '../format';

/** Every version of the article, the one it shows marked, with its stage and failure. */
export function ArticleVersions({ versions }: { versions: AdminArticleVersion[] }) {
  const { t, i18n } = useTranslation('admin');
  const columns: Array<Column<AdminArticleVersion>> = [
    {
      key: 'version',
      header: t('article.versions.version'),
      rowHeader: true,
      cell: (version) => (
        <span className="inline-flex items-center gap-2">
          {version.version}
          {version.active && (
            <Badge shape="pill" tone="success">
              {t('article.versions.active')}
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'language', header: t('article.versions.language'), cell: (version) => version.language },
    { key: 'steps', header: t('article.versions.steps'), cell: (version) => version.stepCount },
    {
      key: 'stage',
      header: t('article.versions.stage'),
      cell: (version) =>
        version.failureReason ? (
          <span className="text-red-700" title={version.failureReason}>
            {t(`article.failureReasons.${version.failureReason}`, { defaultValue: version.failureReason })}
          </span>
        ) : version.finishedAt ? (
          t('article.versions.finished')
        ) : version.generationStage ? (
          t(`article.stages.${version.generationStage}`, { defaultValue: version.generationStage })
        ) : (
          '–'
        ),
    },
    {
      key: 'created',
      header: t('article.versions.created'),
      className: 'lg:whitespace-nowrap',
      cell: (version) => formatDateTime(version.createdAt, i18n.language),
    },
  ];
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-stone-900">{t('article.versions.title')}</h3>
      {versions.length === 0 ? (
        <p className="text-sm text-stone-500">{t('article.versions.empty')}</p>
      ) : (
        <ResponsiveTable
          caption={t('article.versions.title')}
          columns={columns}
          rows={versions}
          rowKey={(version) => version.id}
        />
      )}
    </section>
  );
}
