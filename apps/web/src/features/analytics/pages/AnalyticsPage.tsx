import { type AnalyticsTimeRange, COUNTED_VIEWS_PER_MINUTE } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMembership } from '../../settings/useMembership';
import { ArticleViewsList } from '../components/ArticleViewsList';
import { DailyViews } from '../components/DailyViews';
import { HelpfulnessList } from '../components/HelpfulnessList';
import { RangeNote } from '../components/RangeNote';
import { RangePicker } from '../components/RangePicker';
import { ReasonsList } from '../components/ReasonsList';
import { SearchReport } from '../components/SearchReport';
import { SourceCard } from '../components/SourceCard';
import { useSourceStats } from '../queries';
import { rangeFrom } from '../rules/range';

/**
 * /analytics (spec 02 §2): views and visitors of published (help center) and shared articles over
 * a range kept in the address (?range=), views per day, and what help center readers searched for
 * and found unhelpful, and what they said was missing. Every section loads, fails and reloads on its own.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params.get('range'));
  const { organization } = useMembership();
  const published = useSourceStats('published', range);
  const shared = useSourceStats('shared', range);

  const choose = (next: AnalyticsTimeRange) => {
    const search = new URLSearchParams(params);
    search.set('range', next);
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 sm:px-8 sm:py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('page.subtitle')}</p>
        <p className="mt-1 text-xs text-stone-500">
          {t('page.excludesFloods', { perMinute: COUNTED_VIEWS_PER_MINUTE })}
        </p>
      </header>

      <section aria-labelledby="overview" className="space-y-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <h2 id="overview" className="text-lg font-semibold text-stone-900">
              {t('page.overview')}
            </h2>
            <RangeNote
              range={published.totals?.timeRange ?? shared.totals?.timeRange}
              canChange={organization?.canUpdate ?? false}
            />
          </div>
          <RangePicker value={range} onChange={choose} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SourceCard source="published" totals={published.totals} busy={published.isStale} />
          <SourceCard source="shared" totals={shared.totals} busy={shared.isStale} />
        </div>
        <DailyViews range={range} />
        <div className="grid gap-4 lg:grid-cols-2">
          {(['published', 'shared'] as const).map((source) => {
            const stats = source === 'published' ? published : shared;
            return (
              <ArticleViewsList
                key={source}
                source={source}
                items={stats.items}
                isPending={stats.isPending}
                isError={stats.isError}
                busy={stats.isStale}
                onReload={() => void stats.refetch()}
              />
            );
          })}
        </div>
      </section>

      <section aria-labelledby="help-center-stats" className="space-y-4">
        <h2 id="help-center-stats" className="text-lg font-semibold text-stone-900">
          {t('page.helpCenters')}
        </h2>
        <SearchReport range={range} />
        <HelpfulnessList range={range} />
        <ReasonsList range={range} />
      </section>
    </div>
  );
}
