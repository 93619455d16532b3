import type { EditorView } from '@codemirror/view';
import type { Article } from '@support/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../lib/errors';
import { replaceDoc } from '../codemirror/useCodeMirror';
import { useUpdateContent } from '../queries';
import { hasUnsavedChanges, normalizeContentForSave } from '../rules/content';

/**
 * The saved text and the draft (spec 02 §4 "Editing"): dirty when they differ after trimming and
 * newline normalisation; Save tidies the text first; Discard restores the saved text.
 */
export function useDraftSaving(article: Article, view: RefObject<EditorView | null>) {
  const { t } = useTranslation('editor');
  const update = useUpdateContent(article.id);
  const saved = useRef(article.content);
  const [dirty, setDirty] = useState(false);
  const docText = () => view.current?.state.doc.toString() ?? saved.current;

  // Text that changed on the server (a rewrite, another tab) replaces an unchanged draft only.
  useEffect(() => {
    const editor = view.current;
    if (!editor || article.content === saved.current) return;
    const wasDirty = hasUnsavedChanges(editor.state.doc.toString(), saved.current);
    saved.current = article.content;
    if (!wasDirty) replaceDoc(editor, article.content);
    setDirty(hasUnsavedChanges(editor.state.doc.toString(), saved.current));
  }, [article.content, view]);

  const save = () => {
    const editor = view.current;
    if (!editor || update.isPending) return;
    const draft = editor.state.doc.toString();
    const content = normalizeContentForSave(draft);
    replaceDoc(editor, content);
    if (content === saved.current) {
      setDirty(false);
      return;
    }
    const previous = saved.current;
    // Set before the request, so the refetch that follows is recognised as this save.
    saved.current = content;
    setDirty(false);
    update.mutate(content, {
      onSuccess: () => {
        setDirty(hasUnsavedChanges(docText(), saved.current));
        toast.success(t('saved'));
      },
      onError: (error) => {
        saved.current = previous;
        setDirty(hasUnsavedChanges(docText(), previous));
        // A full disk of the server (507 STORAGE_FULL) is not the writer's doing, nor fixed by trying
        // at once: they learn why, and that the text stays here until space is freed.
        if (errorCode(error) === 'STORAGE_FULL') toast.error(t('storageFull'), { duration: 15_000 });
        else toast.error(t('saveFailed'));
      },
    });
  };

  const discard = () => {
    if (view.current) replaceDoc(view.current, saved.current);
    setDirty(false);
  };

  return {
    dirty,
    saving: update.isPending,
    save,
    discard,
    onChange: (doc: string) => setDirty(hasUnsavedChanges(doc, saved.current)),
  };
}
