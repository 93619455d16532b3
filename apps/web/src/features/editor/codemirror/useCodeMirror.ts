import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { type RefObject, useEffect, useRef } from 'react';
import { type EditorActions, type EditorTexts, editorExtensions } from './extensions';

/** Mounts one CodeMirror view into `host` for the component's life; `actions` stay current via ref. */
export function useCodeMirror(
  host: RefObject<HTMLDivElement | null>,
  initialDoc: string,
  actions: EditorActions,
  texts: EditorTexts,
) {
  const view = useRef<EditorView | null>(null);
  const actionsRef = useRef(actions);
  actionsRef.current = actions;
  const initial = useRef({ doc: initialDoc, texts });

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.current.doc,
        extensions: editorExtensions(actionsRef, initial.current.texts),
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [host]);

  return view;
}

/** Replaces the whole text (discard, a server update, normalisation on save) as one undoable step. */
export function replaceDoc(view: EditorView, text: string) {
  const current = view.state.doc.toString();
  if (current === text) return;
  const head = Math.min(view.state.selection.main.head, text.length);
  view.dispatch({ changes: { from: 0, to: current.length, insert: text }, selection: { anchor: head } });
}
