import type { AnalyticsTotals } from '@support/shared';
import { Globe, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ViewSource } from '../api';
import { useFormatters } from './useFormatters';

const ICONS = { published: Globe, shared: Link2 };

/**
 * The Published or Shared card: total views and visitors of the range. Its loading and failure are
 * told by the source's list below (one message per source); the card keeps its place meanwhile.
 */
export function SourceCard({
  source,
  totals,
  busy,
}: {
  source: ViewSource;
  totals: AnalyticsTotals | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('analytics');
  const format = useFormatters();
  const Icon = ICONS[source];
  const figure = (value: number | undefined) => (value === undefined ? '–' : format.number(value));
  return (
    <section
      aria-labelledby={`card-${source}`}
      aria-busy={busy || undefined}
      className="min-w-0 rounded-xl bg-white p-4 shadow-xs ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={`card-${source}`} className="text-sm font-semibold text-stone-900">
            {t(`sources.${source}`)}
          </h3>
          <p className="text-xs text-stone-600">{t(`sources.${source}Hint`)}</p>
        </div>
      </div>
      <dl className={`mt-4 grid grid-cols-2 gap-3 ${busy ? 'opacity-60' : ''}`}>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-stone-600">{t('figures.views')}</dt>
          <dd className="mt-0.5 truncate text-2xl font-semibold tabular-nums text-stone-900">
            {figure(totals?.totalViews)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-stone-600">{t('figures.visitors')}</dt>
          <dd className="mt-0.5 truncate text-2xl font-semibold tabular-nums text-stone-900">
            {figure(totals?.uniqueVisitors)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
