import type { Article } from '@support/shared';
import { PenLine } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useExternalImages } from '../queries';

// react-markdown is its own chunk: the list never loads it.
const MarkdownView = lazy(() => import('./MarkdownView'));

/** The Review tab: the article as readers see it, or the writer's unsaved draft when there is one. */
export function ReviewPane({
  article,
  content,
  showingDraft,
  onEdit,
}: {
  article: Article;
  content: string;
  showingDraft: boolean;
  onEdit?: () => void;
}) {
  const { t } = useTranslation('articles');
  const images = useExternalImages(article.id);
  const version = article.activeArticleVersion;

  return (
    <div className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
      {showingDraft && (
        <p className="rounded-t-xl border-b border-amber-200 bg-amber-50 px-5 py-2 text-sm text-amber-800">
          {t('detail.draftNotice')}
        </p>
      )}
      <div className="px-5 py-6 sm:px-10 sm:py-8">
        {content.trim() ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-10 text-brand-600">
                <Spinner className="size-6" />
              </div>
            }
          >
            <MarkdownView
              content={content}
              images={{
                steps: version?.steps ?? [],
                externalImages: images.data ?? [],
                mediaOutput: version?.mediaOutput,
              }}
            />
          </Suspense>
        ) : (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-sm text-stone-500">{t('detail.emptyContent')}</p>
            {onEdit && (
              <button
                type="button"
                onClick={onEdit}
                className="inline-flex h-9 items-center gap-2 rounded-lg bg-brand-600 px-3.5 text-sm font-medium text-white hover:bg-brand-700"
              >
                <PenLine aria-hidden="true" className="size-4" />
                {t('detail.startWriting')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
