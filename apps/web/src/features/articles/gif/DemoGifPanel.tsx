import { type Article, articleStatus } from '@support/shared';
import clsx from 'clsx';
import { Clapperboard, ExternalLink, Film, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { gifUrl } from '../rules/images';
import { gifStepCount } from './gifState';
import { GifTimeoutError, useGenerateGif, useLatestGifRun } from './useDemoGif';

/**
 * The demo GIF of a step recording (issue 8): its preview (at most 255 px high, like the other
 * images of the panel), Generate or Regenerate, "Rendering GIF…" while the queue draws it.
 * `unsavedChanges`: the step editor has edits the GIF cannot show until they are saved.
 */
export function DemoGifPanel({ article, unsavedChanges }: { article: Article; unsavedChanges?: boolean }) {
  const { t } = useTranslation('articles');
  const generate = useGenerateGif(article.id);
  const run = useLatestGifRun(article.id);
  const url = gifUrl(article.activeArticleVersion?.mediaOutput);
  const status = articleStatus(article);
  const rendering = run.status === 'pending';
  const steps = article.activeArticleVersion?.steps.length ?? 0;

  return (
    <div className="space-y-3">
      {rendering && (
        <div
          role="status"
          className="flex items-center gap-2.5 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-orange-900 ring-1 ring-orange-200"
        >
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-brand-600" />
          <span className="min-w-0">
            <span className="block font-medium">{t('gif.rendering')}</span>
            <span className="block text-xs text-orange-800/80">{t('gif.renderingHint')}</span>
          </span>
        </div>
      )}
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          title={t('gif.open')}
          className={clsx(
            'group relative flex justify-center overflow-hidden rounded-lg bg-stone-50 ring-1 ring-stone-200 transition hover:ring-stone-300',
            rendering && 'opacity-50',
          )}
        >
          <img src={url} alt={t('gif.preview')} className="max-h-[255px] max-w-full object-contain" />
          <span className="absolute right-1.5 top-1.5 rounded-md bg-white/90 p-1 text-stone-600 opacity-0 shadow-xs ring-1 ring-stone-200 transition group-hover:opacity-100">
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('gif.open')}</span>
          </span>
        </a>
      ) : (
        !rendering && (
          <div className="flex items-center gap-2.5 rounded-lg border border-dashed border-stone-300 bg-stone-50 px-3 py-3 text-sm text-stone-500">
            <Clapperboard aria-hidden="true" className="size-4 shrink-0" />
            {t('gif.none')}
          </div>
        )
      )}
      {run.status === 'error' && (
        <Alert>
          {run.error instanceof GifTimeoutError ? t('gif.timeout') : errorMessage(run.error, t('gif.failed'))}
        </Alert>
      )}
      <Button
        size="sm"
        variant="secondary"
        fullWidth
        loading={rendering}
        disabled={status !== 'finished'}
        onClick={() => generate.mutate()}
      >
        <Film aria-hidden="true" className="size-4" />
        {t(url ? 'gif.regenerate' : 'gif.generate')}
      </Button>
      {status !== 'finished' ? (
        <p className="text-xs text-stone-500">{t(`gif.unavailable.${status}`)}</p>
      ) : (
        <p className="text-xs leading-5 text-stone-500">
          {unsavedChanges && <span className="block font-medium text-amber-700">{t('gif.saveFirst')}</span>}
          {t('gif.hint', { count: gifStepCount(article), total: steps })}
        </p>
      )}
    </div>
  );
}
