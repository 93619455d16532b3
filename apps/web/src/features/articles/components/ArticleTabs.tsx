import clsx from 'clsx';
import { FileText, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Spec 02 §2: Article and Steps; Steps is active for any path under /articles/{id}/steps. */
export function isStepsPath(pathname: string, articleId: string): boolean {
  const base = `/articles/${articleId}/steps`;
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function ArticleTabs({ articleId }: { articleId: string }) {
  const { t } = useTranslation('articles');
  const { pathname } = useLocation();
  const onSteps = isStepsPath(pathname, articleId);
  const tabs = [
    { to: `/articles/${articleId}`, label: t('detail.tabs.article'), icon: FileText, active: !onSteps },
    { to: `/articles/${articleId}/steps`, label: t('detail.tabs.steps'), icon: ListOrdered, active: onSteps },
  ];
  return (
    <nav aria-label={t('detail.tabs.label')} className="mt-4 flex gap-1 border-b border-stone-200">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.active ? 'page' : undefined}
          className={clsx(
            '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition',
            tab.active
              ? 'border-brand-600 text-brand-700'
              : 'border-transparent text-stone-500 hover:border-stone-300 hover:text-stone-800',
          )}
        >
          <tab.icon aria-hidden="true" className="size-4" />
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
