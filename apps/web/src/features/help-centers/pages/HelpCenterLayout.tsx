import type { HelpCenter } from '@support/shared';
import clsx from 'clsx';
import { ArrowLeft, ExternalLink, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useNow } from '../../../lib/clock';
import { errorStatus } from '../../../lib/errors';
import { CopyButton } from '../components/CopyButton';
import { PublishControls, PublishedBadge } from '../components/PublishControls';
import { useHelpCenter } from '../queries';

export const HELP_CENTER_TABS = ['articles', 'links', 'theming', 'authentication', 'settings'] as const;

/** The help center the tab pages work on. */
export function useCurrentHelpCenter(): HelpCenter {
  return useOutletContext<HelpCenter>();
}

/**
 * /helpcenters/{id}/{tab} (spec 02 §2 "Help center detail"): the header with the Published
 * marker (or Not published, with Publish for an admin, issue 47), today's date, Preview, Try AI
 * Answers, Copy URL and Open Help Center (the last two once published), then the five tabs.
 */
export default function HelpCenterLayout() {
  const { t, i18n } = useTranslation('helpCenters');
  const { helpCenterId = '' } = useParams();
  const center = useHelpCenter(helpCenterId);
  const now = useNow();

  if (center.isPending) {
    return (
      <div
        aria-busy="true"
        className="mx-auto mt-10 h-40 w-full max-w-6xl animate-pulse rounded-xl bg-white"
      />
    );
  }
  if (center.isError) {
    const missing = errorStatus(center.error) === 404;
    return (
      <div
        role="alert"
        className="mx-auto mt-10 w-full max-w-xl rounded-xl bg-white p-8 text-center ring-1 ring-stone-200"
      >
        <p className="text-sm font-medium text-stone-900">
          {missing ? t('detail.notFound') : t('detail.loadError')}
        </p>
        <div className="mt-4 flex justify-center gap-2">
          <Link to="/helpcenters" className="text-sm text-brand-700 hover:underline">
            {t('detail.back')}
          </Link>
          {!missing && (
            <Button variant="secondary" size="sm" onClick={() => void center.refetch()}>
              {t('list.reload')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  const data = center.data;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
      <Link
        to="/helpcenters"
        className="inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <header className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-stone-900">{data.name}</h1>
            <PublishedBadge published={data.published} />
          </div>
          <p className="mt-1 text-sm text-stone-500">
            {data.published
              ? t('detail.today', { date: now.toLocaleDateString(i18n.language, { dateStyle: 'full' }) })
              : t('detail.notPublishedHint')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PublishControls center={data} />
          {data.published && (
            <a
              href={`${data.publicUrl}/answer`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-50"
            >
              <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
              {t('detail.tryAi')}
              <span className="rounded bg-brand-50 px-1 text-[10px] font-semibold text-brand-700">
                {t('detail.beta')}
              </span>
            </a>
          )}
          <CopyButton text={data.publicUrl} label={t('detail.copyUrl')} />
          {data.published && (
            <ButtonLink size="sm" href={data.publicUrl} target="_blank" rel="noreferrer">
              {t('detail.open')}
              <ExternalLink aria-hidden="true" className="size-4" />
            </ButtonLink>
          )}
        </div>
      </header>
      <nav aria-label={t('detail.tabsLabel')} className="mt-6 border-b border-stone-200">
        {/* Wrapped rather than scrolled: on a phone every tab stays in sight, none cut at the edge. */}
        <ul className="flex flex-wrap gap-x-1">
          {HELP_CENTER_TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={`/helpcenters/${data.id}/${tab}`}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-stone-600 hover:text-stone-900',
                  )
                }
              >
                {t(`tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet context={data} />
      </div>
    </div>
  );
}
