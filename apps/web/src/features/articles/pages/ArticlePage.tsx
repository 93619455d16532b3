import { articleStatus } from '@support/shared';
import clsx from 'clsx';
import { Eye, History, MessageSquare, PenLine, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/PageStatus';
import type { EditorHandle, EditorSelection } from '../../editor/types';
import { FailurePanel } from '../components/FailurePanel';
import { ProcessingPanel } from '../components/ProcessingPanel';
import { ReviewPane } from '../components/ReviewPane';
import { NarrationPlayer } from '../narration/NarrationPlayer';
import { SettingsPanel } from '../settings/SettingsPanel';
import { useArticleOutlet } from './ArticleLayout';

// CodeMirror is its own chunk, kept out of the page's first load; it is fetched once the page is
// shown and the browser is idle, so that Edit opens at once (npm run bench: editor first open).
const loadEditor = () => import('../../editor/components/EditorPane');
const EditorPane = lazy(loadEditor);
// The Comments panel (and react-markdown for its comments) loads when it is first opened.
const CommentsPanel = lazy(() =>
  import('../../article-comments/components/CommentsPanel').then((module) => ({
    default: module.CommentsPanel,
  })),
);
// The history and its diff library load when the History tab is first opened.
const HistoryPanel = lazy(() =>
  import('../../article-history/components/HistoryPanel').then((m) => ({ default: m.HistoryPanel })),
);

type Tab = 'review' | 'edit' | 'history';

function usePrefetchEditor(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadEditor().catch(() => undefined), { timeout: 2000 });
    return () => cancel(handle);
  }, [enabled]);
}

/**
 * /articles/{id}: Review and Edit with the settings panel. A processing article shows its stages;
 * a failed one shows why, is forced to Review and has no Edit tab (spec 02 §4).
 */
export default function ArticlePage() {
  const { t } = useTranslation('articles');
  const { article } = useArticleOutlet();
  const status = articleStatus(article);
  const [params, setParams] = useSearchParams();
  const canEdit = status === 'finished';
  const asked = params.get('tab');
  const tab: Tab = canEdit && (asked === 'edit' || asked === 'history') ? asked : 'review';
  const [editorLoaded, setEditorLoaded] = useState(tab === 'edit');
  const [dirty, setDirty] = useState(false);
  const [reviewDraft, setReviewDraft] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const editor = useRef<EditorHandle>(null);
  // Issue 48 item 3: a mention mail links here with ?comments={threadId}, which opens the panel.
  const focusThreadId = params.get('comments');
  const [commentsOpen, setCommentsOpen] = useState(focusThreadId !== null);
  const [selection, setSelection] = useState<EditorSelection | null>(null);
  const commentOn = (next: EditorSelection) => {
    setSelection(next);
    setCommentsOpen(true);
  };

  if (tab === 'edit' && !editorLoaded) setEditorLoaded(true);
  usePrefetchEditor(canEdit);

  const switchTab = (next: Tab) => {
    if (next === 'review') setReviewDraft(dirty ? (editor.current?.getDraft() ?? null) : null);
    const search = new URLSearchParams(params);
    if (next !== 'review') search.set('tab', next);
    else search.delete('tab');
    setParams(search, { replace: true });
  };

  if (status === 'processing') {
    return (
      <div className="mt-5">
        <ProcessingPanel article={article} />
      </div>
    );
  }

  const panel = (
    <SettingsPanel
      article={article}
      onInsert={tab === 'edit' ? (markdown) => editor.current?.insert(markdown) : undefined}
    />
  );
  const tabButton = (id: Tab, Icon: typeof Eye) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === id}
      onClick={() => switchTab(id)}
      className={clsx(
        'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition',
        tab === id
          ? 'bg-white text-stone-900 shadow-xs ring-1 ring-stone-200'
          : 'text-stone-600 hover:text-stone-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(`detail.tabs.${id}`)}
      {id === 'edit' && dirty && (
        <span className="size-1.5 rounded-full bg-amber-500">
          <span className="sr-only">{t('detail.unsaved')}</span>
        </span>
      )}
    </button>
  );

  return (
    <div className="mt-5 flex flex-col gap-6 lg:flex-row">
      <div className="min-w-0 flex-1">
        {status === 'failed' && <FailurePanel article={article} />}
        <NarrationPlayer article={article} />
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <div
            role="tablist"
            aria-label={t('detail.tabs.modes')}
            className="flex rounded-lg bg-stone-100 p-0.5"
          >
            {tabButton('review', Eye)}
            {canEdit && tabButton('edit', PenLine)}
            {canEdit && tabButton('history', History)}
          </div>
          <button
            type="button"
            aria-pressed={commentsOpen}
            title={t('detail.comments')}
            onClick={() => setCommentsOpen((open) => !open)}
            className={clsx(
              'ml-auto inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 ring-inset',
              commentsOpen
                ? 'bg-brand-50 text-brand-800 ring-brand-300'
                : 'text-stone-700 ring-stone-300 hover:bg-stone-50',
            )}
          >
            <MessageSquare aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('detail.comments')}</span>
          </button>
          <button
            type="button"
            onClick={() => setPanelOpen(true)}
            title={t('settings.title')}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50 lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('settings.title')}</span>
          </button>
        </div>
        {tab === 'review' && (
          <ReviewPane
            article={article}
            content={reviewDraft ?? article.content}
            showingDraft={reviewDraft !== null && dirty}
            onEdit={canEdit ? () => switchTab('edit') : undefined}
          />
        )}
        {tab === 'history' && (
          <Suspense fallback={<PageSpinner />}>
            <HistoryPanel article={article} />
          </Suspense>
        )}
        {canEdit && editorLoaded && (
          <Suspense fallback={<PageSpinner />}>
            <div hidden={tab !== 'edit'}>
              <EditorPane
                ref={editor}
                article={article}
                active={tab === 'edit'}
                onDirtyChange={setDirty}
                onComment={commentOn}
              />
            </div>
          </Suspense>
        )}
      </div>
      {commentsOpen ? (
        <aside className="w-full shrink-0 lg:w-80">
          <div className="sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto">
            <Suspense fallback={<PageSpinner />}>
              <CommentsPanel
                articleId={article.id}
                selection={selection}
                steps={article.activeArticleVersion?.steps.map((step, position) => ({
                  id: step.id,
                  index: position,
                }))}
                focusThreadId={focusThreadId}
                onShowQuote={
                  tab === 'edit'
                    ? (quote, offset) => editor.current?.revealQuote(quote, offset) ?? false
                    : undefined
                }
                onClose={() => setCommentsOpen(false)}
              />
            </Suspense>
          </div>
        </aside>
      ) : (
        <aside className="hidden w-80 shrink-0 lg:block">
          <div className="sticky top-4">{panel}</div>
        </aside>
      )}
      {panelOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-stone-900/40"
            onClick={() => setPanelOpen(false)}
          />
          <div
            role="dialog"
            aria-label={t('settings.title')}
            className="absolute inset-y-0 right-0 w-[min(22rem,100vw)] overflow-y-auto bg-stone-50 p-3 shadow-xl"
          >
            <button
              type="button"
              onClick={() => setPanelOpen(false)}
              aria-label={t('actions.close')}
              className="mb-2 ml-auto flex rounded-md p-1.5 text-stone-500 hover:bg-stone-200"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
            {panel}
          </div>
        </div>
      )}
    </div>
  );
}
