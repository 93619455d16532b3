import type { HelpCenter } from '@support/shared';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublishedBadge } from './PublishControls';
import { SitePreview } from './SitePreview';

/** One help center in the list: its preview, name, description, the Online marker and the public URL. */
export function HelpCenterCard({ center }: { center: HelpCenter }) {
  const { t } = useTranslation('helpCenters');
  return (
    <li className="group relative flex flex-col gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-stone-200 transition hover:ring-brand-300">
      {center.published ? (
        <SitePreview url={center.publicUrl} name={center.name} />
      ) : (
        // Readers get a 404 until it is published: nothing to show of it here.
        <p className="flex aspect-[16/10] w-full items-center justify-center rounded-lg bg-stone-100 p-4 text-center text-xs text-stone-600 ring-1 ring-stone-200">
          {t('list.notPublishedPreview')}
        </p>
      )}
      <div className="min-w-0">
        <div className="flex items-center justify-between gap-2">
          <h2 className="truncate text-base font-semibold text-stone-900">
            <Link
              to={`/helpcenters/${center.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {center.name}
            </Link>
          </h2>
          <PublishedBadge published={center.published} onlineLabel={t('list.online')} />
        </div>
        <p
          className={
            center.description
              ? 'mt-1 line-clamp-2 text-sm text-stone-600'
              : 'mt-1 text-sm text-stone-500 italic'
          }
        >
          {center.description ?? t('list.noDescription')}
        </p>
      </div>
      <a
        href={center.publicUrl}
        target="_blank"
        rel="noreferrer"
        className="relative z-10 inline-flex min-w-0 items-center gap-1 self-start text-xs text-brand-700 hover:underline"
      >
        <span className="truncate">{center.publicUrl}</span>
        <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
      </a>
    </li>
  );
}
