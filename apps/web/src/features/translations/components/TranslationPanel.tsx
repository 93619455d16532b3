import type { Article } from '@support/shared';
import { Lock, PenLine, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { useNow } from '../../../lib/clock';
import { errorMessage } from '../../../lib/errors';
import { formatCreatedAt, formatDateTime } from '../../articles/rules/time';
import { LanguageFlag } from '../../settings/components/LanguageFlag';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { useRetryTranslation } from '../queries';
import type { LanguageState } from '../rules/status';
import { TranslatedArticle } from './TranslatedArticle';
import { TranslationStatus } from './TranslationStatus';

const TranslationEditor = lazy(() => import('./TranslationEditor'));

/** Why there is nothing to read yet, by state. */
const EMPTY_KEY = {
  WAITING: 'empty.pending',
  RUNNING: 'empty.pending',
  IDLE: 'empty.pending',
  FAILED: 'empty.failed',
  NONE: 'empty.none',
  SUCCESS: 'empty.none',
} as const;

/**
 * One translation language: its state, the translated article, Edit (with the lock), Retry after a
 * failure, and Translate again for a locked translation whose source has changed.
 */
export function TranslationPanel({ article, state }: { article: Article; state: LanguageState }) {
  const { t, i18n } = useTranslation('translations');
  const now = useNow();
  const retry = useRetryTranslation(article.id);
  const [editing, setEditing] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const { language, status, translation, job } = state;
  const name = LANGUAGE_NAMES[language];
  const hasText = Boolean(translation?.content.trim());

  const runRetry = () => {
    setRetryError(null);
    retry.mutate(language, {
      onSuccess: () => {
        setConfirmReplace(false);
        toast.success(t('retry.queued', { language: name }));
      },
      // Said in the panel, where it stays: the server names what is missing (503, 409).
      onError: (cause) => {
        setConfirmReplace(false);
        setRetryError(errorMessage(cause, t('retry.failed')));
      },
    });
  };

  return (
    <section aria-labelledby={`translation-${language}`} className="min-w-0">
      <div className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
        <div className="flex flex-col gap-3 border-b border-stone-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3
              id={`translation-${language}`}
              className="flex items-center gap-2 text-lg font-semibold text-stone-900"
            >
              <LanguageFlag language={language} />
              {name}
              {translation?.locked && (
                <Badge shape="pill" icon={<Lock aria-hidden="true" className="mr-1 size-3" />}>
                  {t('page.locked')}
                </Badge>
              )}
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1" aria-live="polite">
              <TranslationStatus status={status} failureReason={job?.failureReason} />
              {status === 'SUCCESS' && translation && (
                <time
                  dateTime={translation.updatedAt}
                  title={formatDateTime(translation.updatedAt, i18n.language)}
                  className="text-sm text-stone-500"
                >
                  · {t('page.updated', { time: formatCreatedAt(translation.updatedAt, now, i18n.language) })}
                </time>
              )}
            </p>
          </div>
          {!editing && (
            <div className="flex shrink-0 flex-wrap gap-2">
              {(status === 'FAILED' || status === 'NONE') && (
                <Button variant="secondary" size="sm" loading={retry.isPending} onClick={runRetry}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t(status === 'FAILED' ? 'retry.retry' : 'retry.translate')}
                </Button>
              )}
              {translation && (
                <Button size="sm" onClick={() => setEditing(true)}>
                  <PenLine aria-hidden="true" className="size-4" />
                  {t('edit.edit')}
                </Button>
              )}
            </div>
          )}
        </div>
        <div className="space-y-3 px-5 pt-4 empty:hidden">
          {retryError && <Alert>{retryError}</Alert>}
          {state.stale && translation?.staleSince && (
            <div
              role="status"
              className="flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>{t('stale.text', { date: formatDateTime(translation.staleSince, i18n.language) })}</p>
              <Button
                variant="secondary"
                size="sm"
                className="shrink-0"
                onClick={() => setConfirmReplace(true)}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('stale.translateAgain')}
              </Button>
            </div>
          )}
          {hasText && status === 'IDLE' && <Alert tone="info">{t('notice.onHold')}</Alert>}
          {hasText && status === 'FAILED' && <Alert tone="warning">{t('notice.failedKept')}</Alert>}
          {hasText && status === 'RUNNING' && <Alert tone="info">{t('notice.updating')}</Alert>}
        </div>
        <div className="px-5 py-6 sm:px-8">
          {editing && translation ? (
            <Suspense fallback={<PageSpinner />}>
              <TranslationEditor
                articleId={article.id}
                language={language}
                translation={translation}
                onDone={() => setEditing(false)}
              />
            </Suspense>
          ) : hasText && translation ? (
            <TranslatedArticle
              article={article}
              title={translation.title ?? article.title}
              content={translation.content}
              lang={language}
            />
          ) : (
            <p className="py-10 text-center text-sm text-stone-500">{t(EMPTY_KEY[status])}</p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirmReplace}
        tone="primary"
        title={t('stale.confirmTitle')}
        confirmLabel={t('stale.translateAgain')}
        loading={retry.isPending}
        onCancel={() => setConfirmReplace(false)}
        onConfirm={runRetry}
      >
        {t('stale.confirmText', { language: name })}
      </ConfirmDialog>
    </section>
  );
}
