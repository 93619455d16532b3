import clsx from 'clsx';
import { FileText, Languages, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Whether `pathname` is the article's `tab` or a path under it (Steps has /steps/{stepId}). */
export function isTabPath(pathname: string, articleId: string, tab: 'steps' | 'translations'): boolean {
  const base = `/articles/${articleId}/${tab}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Spec 02 §2: Article, Steps (recordings only) and Translations. */
export function ArticleTabs({ articleId, withSteps }: { articleId: string; withSteps: boolean }) {
  const { t } = useTranslation('articles');
  const { pathname } = useLocation();
  const onSteps = isTabPath(pathname, articleId, 'steps');
  const onTranslations = isTabPath(pathname, articleId, 'translations');
  const tabs = [
    {
      to: `/articles/${articleId}`,
      label: t('detail.tabs.article'),
      icon: FileText,
      active: !onSteps && !onTranslations,
    },
    ...(withSteps
      ? [
          {
            to: `/articles/${articleId}/steps`,
            label: t('detail.tabs.steps'),
            icon: ListOrdered,
            active: onSteps,
          },
        ]
      : []),
    {
      to: `/articles/${articleId}/translations`,
      label: t('detail.tabs.translations'),
      icon: Languages,
      active: onTranslations,
    },
  ];
  return (
    <nav
      aria-label={t('detail.tabs.label')}
      className="mt-4 flex gap-1 overflow-x-auto border-b border-stone-200"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.active ? 'page' : undefined}
          className={clsx(
            '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition',
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
