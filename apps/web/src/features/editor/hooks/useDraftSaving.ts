import type { EditorView } from '@codemirror/view';
import type { Article } from '@support/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../lib/errors';
import { HttpError } from '../../../lib/http';
import { replaceDoc } from '../codemirror/useCodeMirror';
import { useUpdateContent } from '../queries';
import { hasUnsavedChanges, normalizeContentForSave } from '../rules/content';

/** A save refused because someone else saved meanwhile: their revision, and the draft kept here. */
export type SaveConflict = { revisionId: string; draft: string };

/**
 * The saved text and the draft (spec 02 §4 "Editing"): dirty when they differ after trimming and
 * newline normalisation; Save tidies the text first; Discard restores the saved text. Each save
 * names the newest revision the draft was written on (issue 48): a newer one by someone else
 * answers 409, and the writer compares and chooses (`conflict`) instead of overwriting it.
 */
export function useDraftSaving(article: Article, view: RefObject<EditorView | null>) {
  const { t } = useTranslation('editor');
  const update = useUpdateContent(article.id);
  const saved = useRef(article.content);
  const base = useRef(article.latestRevision?.updatedAt ?? null);
  const aiEdited = useRef(false);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const docText = () => view.current?.state.doc.toString() ?? saved.current;

  // Text that changed on the server (a rewrite, another tab) replaces an unchanged draft only; the
  // draft's base moves with it then, and stays where the writer began while they have changes.
  useEffect(() => {
    const editor = view.current;
    const newest = article.latestRevision?.updatedAt ?? null;
    const wasDirty = editor ? hasUnsavedChanges(editor.state.doc.toString(), saved.current) : false;
    if (!wasDirty) base.current = newest;
    if (!editor || article.content === saved.current) return;
    saved.current = article.content;
    if (!wasDirty) replaceDoc(editor, article.content);
    setDirty(hasUnsavedChanges(editor.state.doc.toString(), saved.current));
  }, [article.content, article.latestRevision?.updatedAt, view]);

  const send = (content: string, baseRevisionAt: string | null) => {
    const previous = saved.current;
    // Set before the request, so the refetch that follows is recognised as this save.
    saved.current = content;
    setDirty(false);
    update.mutate(
      { content, baseRevisionAt, aiEdit: aiEdited.current || undefined },
      {
        onSuccess: (answer) => {
          aiEdited.current = false;
          base.current = answer.latestRevision?.updatedAt ?? null;
          setDirty(hasUnsavedChanges(docText(), saved.current));
          toast.success(t('saved'));
        },
        onError: (error) => {
          saved.current = previous;
          setDirty(hasUnsavedChanges(docText(), previous));
          if (errorCode(error) === 'ARTICLE_CHANGED' && error instanceof HttpError) {
            const { revisionId } = error.response.data as { revisionId: string };
            setConflict({ revisionId, draft: content });
            return;
          }
          // A full disk of the server (507 STORAGE_FULL) is not the writer's doing, nor fixed by
          // trying at once: they learn why, and that the text stays here until space is freed.
          if (errorCode(error) === 'STORAGE_FULL') toast.error(t('storageFull'), { duration: 15_000 });
          else toast.error(t('saveFailed'));
        },
      },
    );
  };

  const save = () => {
    const editor = view.current;
    if (!editor || update.isPending) return;
    const content = normalizeContentForSave(editor.state.doc.toString());
    replaceDoc(editor, content);
    if (content === saved.current) {
      setDirty(false);
      return;
    }
    send(content, base.current);
  };

  const discard = () => {
    if (view.current) replaceDoc(view.current, saved.current);
    aiEdited.current = false;
    setDirty(false);
  };

  return {
    dirty,
    saving: update.isPending,
    save,
    discard,
    conflict,
    /** The writer keeps their draft over the newer revision they have now seen (`theirsAt`). */
    keepMine: (theirsAt: string) => {
      if (!conflict) return;
      setConflict(null);
      send(conflict.draft, theirsAt);
    },
    /** The writer keeps the newer revision: the draft goes, the editor shows the saved text. */
    keepTheirs: () => {
      setConflict(null);
      discard();
    },
    dismissConflict: () => setConflict(null),
    /** A smart edit was accepted into the text: the next save is an AI edit. */
    markAiEdit: () => {
      aiEdited.current = true;
    },
    onChange: (doc: string) => setDirty(hasUnsavedChanges(doc, saved.current)),
  };
}
