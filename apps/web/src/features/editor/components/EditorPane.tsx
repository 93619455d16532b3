import {
  ARTICLE_COMMENT_QUOTE_MAX_LENGTH,
  type Article,
  EXTERNAL_IMAGE_MAX_BYTES,
  EXTERNAL_IMAGE_TYPES,
  externalImageMarkdown,
  glossaryNegativeTerms,
} from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { usePublicConfig } from '../../../lib/publicConfig';
import { refreshArticle, useExternalImages, useUploadImage } from '../../articles/queries';
import { validateImageFile } from '../../articles/rules/images';
import { linkCursorProblem } from '../../articles/rules/links';
import { useGlossaryEntries } from '../../glossary/queries';
import { setAvoidedWords } from '../codemirror/glossaryMarks';
import { useCodeMirror } from '../codemirror/useCodeMirror';
import { insertBlock, revealQuote, runFormatting } from '../codemirror/viewActions';
import { LINK_INSERTED_EVENT, type LinkInsertedDetail } from '../events';
import { useDraftSaving } from '../hooks/useDraftSaving';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { useSmartEditFlow } from '../hooks/useSmartEditFlow';
import { popupPosition, popupSize } from '../rules/smartEditLayout';
import type { EditorHandle, EditorSelection } from '../types';
import { EditorActionsBar } from './EditorActionsBar';
import { EditorToolbar, type ToolbarAction } from './EditorToolbar';
import { SaveConflictDialog } from './SaveConflictDialog';
import { SmartEditPopup } from './SmartEditPopup';

type Props = {
  ref?: Ref<EditorHandle>;
  article: Article;
  active: boolean;
  onDirtyChange: (dirty: boolean) => void;
  /** Comment on the selected text (the page opens its Comments panel with it). */
  onComment?: (selection: EditorSelection) => void;
};

/** The Edit tab (spec 02 §4): CodeMirror markdown with save, discard, shortcuts, smart edit and images. */
export default function EditorPane({ ref, article, active, onDirtyChange, onComment }: Props) {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const location = useLocation();
  const host = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const linkRange = useRef<{ from: number; to: number } | null>(null);
  const upload = useUploadImage(article.id);
  const images = useExternalImages(article.id);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const openWithSelection = (path: string) => {
    const editor = view.current;
    const selection = editor?.state.selection.main;
    const selectedText = editor && selection ? editor.state.sliceDoc(selection.from, selection.to) : '';
    navigate(path, { state: { backgroundLocation: location, selectedText } });
  };

  const insertLink = () => {
    const editor = view.current;
    const problem = linkCursorProblem({
      editorFocused: Boolean(editor?.hasFocus),
      selection: editor ? editor.state.selection.main : null,
    });
    if (problem || !editor) {
      toast.error(t(`link.${problem ?? 'noSelection'}`));
      return;
    }
    const { from, to } = editor.state.selection.main;
    linkRange.current = { from, to };
    openWithSelection('/insert-link');
  };

  const view = useCodeMirror(
    host,
    article.content,
    {
      save: () => drafts.save(),
      smartEdit: () => startSmartEdit(),
      insertLink,
      addGlossaryEntry: () => openWithSelection('/glossary/add'),
      change: (doc) => drafts.onChange(doc),
    },
    {
      placeholder: t('placeholder'),
      label: t('label'),
      glossaryAvoid: (word) => t('glossaryAvoid', { avoid: word.avoid, term: word.term }),
    },
  );
  const drafts = useDraftSaving(article, view);
  const queryClient = useQueryClient();
  const flow = useSmartEditFlow(article.id, view, box);
  // Said before anyone writes a request: without an AI the server can only answer 503.
  const aiMissing = usePublicConfig().data?.aiConfigured === false;
  const startSmartEdit = () => (aiMissing ? toast.error(t('smartEdit.notConfigured')) : flow.start());
  const blocker = useLeaveGuard(drafts.dirty);

  useEffect(() => onDirtyChange(drafts.dirty), [drafts.dirty, onDirtyChange]);

  // The glossary's words to avoid are marked in the text (issue 15), and follow its changes.
  const glossary = useGlossaryEntries();
  useEffect(() => {
    if (!glossary.data) return;
    const words = glossary.data.flatMap((entry) =>
      glossaryNegativeTerms(entry.negative).map((avoid) => ({ avoid, term: entry.term })),
    );
    view.current?.dispatch({ effects: setAvoidedWords.of(words) });
  }, [glossary.data, view]);

  useImperativeHandle(ref, () => ({
    getDraft: () => view.current?.state.doc.toString() ?? article.content,
    insert: (markdown) => view.current && insertBlock(view.current, markdown),
    revealQuote: (quote, offset) => Boolean(view.current && revealQuote(view.current, quote, offset)),
  }));

  useEffect(() => {
    const onLink = (event: Event) => {
      const markdownLink = (event as CustomEvent<LinkInsertedDetail>).detail?.markdownLink;
      const editor = view.current;
      const range = linkRange.current;
      if (!editor || !range || !markdownLink) return;
      linkRange.current = null;
      editor.dispatch({
        changes: { from: range.from, to: range.to, insert: markdownLink },
        selection: { anchor: range.from + markdownLink.length },
        userEvent: 'input.link',
      });
      setTimeout(() => editor.focus(), 0);
    };
    window.addEventListener(LINK_INSERTED_EVENT, onLink);
    return () => window.removeEventListener(LINK_INSERTED_EVENT, onLink);
  }, [view]);

  // Shortcuts pressed outside the editor: save anyway, and say why a link or smart edit cannot start.
  const saveRef = useRef(drafts.save);
  saveRef.current = drafts.save;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || box.current?.contains(event.target as Node)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        saveRef.current();
      } else if (key === 'l' && !event.shiftKey) {
        event.preventDefault();
        toast.error(t('link.cursorOutside'));
      } else if (key === 'k' && !event.shiftKey) {
        event.preventDefault();
        toast.error(t('smartEdit.needSelection'));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, t]);

  const uploadAndInsert = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file, EXTERNAL_IMAGE_MAX_BYTES);
    if (problem) {
      toast.error(t(`image.${problem}`));
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) =>
        view.current && insertBlock(view.current, externalImageMarkdown(image.id, image.filename)),
      onError: (cause) => toast.error(errorMessage(cause, t('image.uploadFailed'))),
    });
  };

  const commentOnSelection = () => {
    const selection = view.current?.state.selection.main;
    const quote = selection ? view.current!.state.sliceDoc(selection.from, selection.to).trim() : '';
    if (!selection || !quote) {
      toast.error(t('commentNeedsSelection'));
      return;
    }
    const start = selection.from + view.current!.state.sliceDoc(selection.from, selection.to).indexOf(quote);
    onComment?.({ quote: quote.slice(0, ARTICLE_COMMENT_QUOTE_MAX_LENGTH), offset: start });
  };

  const onAction = (action: ToolbarAction) => {
    const editor = view.current;
    if (!editor) return;
    if (action === 'link') insertLink();
    else if (action === 'image') fileInput.current?.click();
    else if (action === 'smartEdit') startSmartEdit();
    else if (action === 'comment') commentOnSelection();
    else if (action === 'help') navigate('/markdown-help', { state: { backgroundLocation: location } });
    else runFormatting(editor, action, t);
  };

  const size = popupSize(flow.state.phase, flow.state.containerWidth);
  const version = article.activeArticleVersion;

  return (
    <div className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-t-xl border-b border-stone-100 bg-white/95 px-3 py-2 backdrop-blur">
        <EditorToolbar
          onAction={onAction}
          busy={upload.isPending ? 'image' : null}
          unavailable={aiMissing ? { smartEdit: t('smartEdit.notConfigured') } : undefined}
        />
        <div className="ml-auto">
          <EditorActionsBar
            dirty={drafts.dirty}
            saving={drafts.saving}
            onDiscard={() => setConfirmDiscard(true)}
            onSave={drafts.save}
          />
        </div>
      </div>
      <div ref={box} className="relative px-4 sm:px-8">
        <div ref={host} />
        {flow.state.phase !== 'closed' && (
          <SmartEditPopup
            phase={flow.state.phase}
            instruction={flow.state.instruction}
            result={flow.state.result}
            position={popupPosition(flow.state.anchor, size.width, flow.state.containerWidth)}
            availableWidth={flow.state.containerWidth}
            images={{
              steps: version?.steps ?? [],
              externalImages: images.data ?? [],
              mediaOutput: version?.mediaOutput,
            }}
            onInstructionChange={flow.setInstruction}
            onSubmit={flow.submit}
            onAccept={() => {
              flow.accept();
              drafts.markAiEdit();
            }}
            onReject={flow.reject}
            onCancel={flow.cancel}
          />
        )}
      </div>
      <p className="hidden border-t border-stone-100 px-4 py-2 text-xs text-stone-500 sm:block">
        {t('shortcuts')}
      </p>
      <input
        ref={fileInput}
        type="file"
        accept={EXTERNAL_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('toolbar.image')}
        onChange={(event) => {
          uploadAndInsert(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {drafts.conflict && (
        <SaveConflictDialog
          article={article}
          conflict={drafts.conflict}
          onKeepMine={drafts.keepMine}
          onKeepTheirs={() => {
            drafts.keepTheirs();
            void refreshArticle(queryClient, article.id);
          }}
          onDismiss={drafts.dismissConflict}
        />
      )}
      <ConfirmDialog
        open={confirmDiscard}
        title={t('discardTitle')}
        confirmLabel={t('discard')}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          drafts.discard();
          setConfirmDiscard(false);
        }}
      >
        {t('discardText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('leaveTitle')}
        confirmLabel={t('leave')}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        {t('leaveText')}
      </ConfirmDialog>
    </div>
  );
}
