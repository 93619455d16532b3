import { type ArticleListItem, articleStatus } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';

/**
 * The article page while its article loads: the page's own frame (title, tabs, lines of text) so
 * nothing jumps when it arrives. Spec 02's "Generating article ..." is what it says only while a
 * recording is being written; any other article is simply opening (issue 51 item 5).
 */
export function ArticleLoading({ listed }: { listed: ArticleListItem | undefined }) {
  const { t } = useTranslation('articles');
  const generating = listed?.articleType === 'STEP_RECORDING' && articleStatus(listed) !== 'finished';
  const text = t(generating ? 'detail.loading' : 'detail.opening');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col px-4 pb-10 pt-4 sm:px-6 lg:px-8" aria-busy="true">
      <div className="h-4 w-20 rounded bg-stone-100" />
      <div className="mt-4 flex items-center gap-3">
        {listed ? (
          <h1 className="truncate text-2xl font-semibold text-stone-900">{listed.title}</h1>
        ) : (
          <div className="h-8 w-72 max-w-full rounded bg-stone-100" />
        )}
      </div>
      <div className="mt-5 flex gap-6 border-b border-stone-200 pb-2">
        <div className="h-5 w-16 rounded bg-stone-100" />
        <div className="h-5 w-16 rounded bg-stone-100" />
      </div>
      <div className="mt-8 flex items-center gap-3 text-stone-600">
        <Spinner className="size-5 text-brand-600" label={text} />
        <p className="text-sm" aria-hidden="true">
          {text}
        </p>
      </div>
      <div className="mt-6 max-w-3xl space-y-3" aria-hidden="true">
        {[92, 84, 96, 60, 88, 72].map((width) => (
          <div key={width} className="h-3.5 rounded bg-stone-100" style={{ width: `${width}%` }} />
        ))}
      </div>
    </div>
  );
}
