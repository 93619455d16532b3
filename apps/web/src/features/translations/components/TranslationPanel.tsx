import type { Article, SupportedLanguage } from '@support/shared';
import { PenLine, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { useNow } from '../../../lib/clock';
import { errorMessage } from '../../../lib/errors';
import { formatCreatedAt, formatDateTime } from '../../articles/rules/time';
import { LanguageFlag } from '../../settings/components/LanguageFlag';
import { useTranslationConfigured } from '../../settings/components/TranslationSetupNotice';
import { LANGUAGE_NAMES } from '../../settings/languages';
import { useRetryTranslation } from '../queries';
import type { LanguageState } from '../rules/status';
import { MachineVersionNotice } from './MachineVersionNotice';
import { TranslatedArticle } from './TranslatedArticle';
import { TranslationStateBadge } from './TranslationStateBadge';
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

type Props = {
  article: Article;
  sourceLanguage: SupportedLanguage;
  state: LanguageState;
  /** Written beside the source (the page gives the editor its full width meanwhile). */
  editing: boolean;
  setEditing: (editing: boolean) => void;
};

/**
 * One translation language: its state (where its text comes from, and the job's), the translated
 * article, Edit (beside the source), Accept new machine translation for an edited one whose
 * source changed, Retry after a failure, and Translate again, where the server can translate.
 */
export function TranslationPanel({ article, sourceLanguage, state, editing, setEditing }: Props) {
  const { t, i18n } = useTranslation('translations');
  const now = useNow();
  const retry = useRetryTranslation(article.id);
  // Without a translation service, translating again is no choice: the text is written by hand.
  const canTranslate = useTranslationConfigured() !== false;
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  const { language, status, translation, job } = state;
  const name = LANGUAGE_NAMES[language];
  const copy = translation?.state === 'NOT_TRANSLATED';
  const hasText = Boolean(translation?.content.trim()) && !copy;
  const machineVersion = translation?.state === 'EDITED' ? translation.machineVersion : null;

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
              className="flex flex-wrap items-center gap-2 text-lg font-semibold text-stone-900"
            >
              <LanguageFlag language={language} />
              {name}
              <TranslationStateBadge translation={translation} />
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1" aria-live="polite">
              {/* A copy not translated yet says so in its badge already. */}
              {!(copy && status === 'NONE') && (
                <TranslationStatus status={status} failureReason={job?.failureReason} />
              )}
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
              {canTranslate && (status === 'FAILED' || status === 'NONE') && (
                <Button variant="secondary" size="sm" loading={retry.isPending} onClick={runRetry}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t(status === 'FAILED' ? 'retry.retry' : 'retry.translate')}
                </Button>
              )}
              <Button size="sm" onClick={() => setEditing(true)}>
                <PenLine aria-hidden="true" className="size-4" />
                {t(hasText ? 'edit.edit' : 'edit.start')}
              </Button>
            </div>
          )}
        </div>
        <div className="space-y-3 px-5 pt-4 empty:hidden">
          {retryError && <Alert>{retryError}</Alert>}
          {machineVersion && (
            <MachineVersionNotice
              articleId={article.id}
              language={language}
              translatedAt={machineVersion.translatedAt}
            />
          )}
          {state.stale && translation?.staleSince && !machineVersion && (
            <div
              role="status"
              className="flex flex-col gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
            >
              <p>{t('stale.text', { date: formatDateTime(translation.staleSince, i18n.language) })}</p>
              {canTranslate && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0"
                  onClick={() => setConfirmReplace(true)}
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t('stale.translateAgain')}
                </Button>
              )}
            </div>
          )}
          {hasText && status === 'IDLE' && <Alert tone="info">{t('notice.onHold')}</Alert>}
          {hasText && status === 'FAILED' && <Alert tone="warning">{t('notice.failedKept')}</Alert>}
          {hasText && status === 'RUNNING' && <Alert tone="info">{t('notice.updating')}</Alert>}
        </div>
        <div className="px-5 py-6 sm:px-8">
          {editing ? (
            <Suspense fallback={<PageSpinner />}>
              <TranslationEditor
                article={article}
                sourceLanguage={sourceLanguage}
                language={language}
                translation={translation}
                onDone={() => setEditing(false)}
              />
            </Suspense>
          ) : copy ? (
            <p className="py-10 text-center text-sm text-stone-500">{t('empty.notTranslated')}</p>
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
