import { type Article, articleStatus } from '@support/shared';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StatusIcon } from '../components/StatusIcon';
import { formatDateTime, languageName } from '../rules/time';

/** The status panel: a summary of the article that opens the admin dialog (spec 02 §2). */
export function StatusSummary({ article }: { article: Article }) {
  const { t, i18n } = useTranslation('articles');
  const location = useLocation();
  const status = articleStatus(article);
  const version = article.activeArticleVersion;
  return (
    <Link
      to={`/articles/${article.id}/admin`}
      state={{ backgroundLocation: location }}
      className="group flex items-center gap-3 rounded-lg p-2 -m-2 hover:bg-stone-50"
    >
      <StatusIcon status={status} />
      <span className="min-w-0 flex-1 text-sm">
        <span className="block font-medium text-stone-800">
          {t(`status.${status}`)}
          {version && (
            <span className="font-normal text-stone-500">
              {' '}
              · {t('settings.versionShort', { version: version.version })}
            </span>
          )}
        </span>
        <span className="block truncate text-xs text-stone-500">
          {[
            t(`settings.articleTypes.${article.articleType}`),
            version?.sourceLanguage && languageName(version.sourceLanguage, i18n.language),
            formatDateTime(article.createdAt, i18n.language),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-stone-500 group-hover:text-stone-700" />
    </Link>
  );
}
