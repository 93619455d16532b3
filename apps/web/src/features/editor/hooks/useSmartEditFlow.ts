import type { EditorView } from '@codemirror/view';
import { type RefObject, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { useOpenUpgrade } from '../../plans/upgrade';
import { smartEditMark } from '../codemirror/highlights';
import { useSmartEdit } from '../queries';
import type { SmartEditPhase } from '../rules/smartEditLayout';

type FlowState = {
  phase: SmartEditPhase;
  instruction: string;
  result: string;
  /** The selection's end, relative to the editor box, when the popup opened. */
  anchor: { left: number; bottom: number };
  containerWidth: number;
};

const CLOSED: FlowState = {
  phase: 'closed',
  instruction: '',
  result: '',
  anchor: { left: 0, bottom: 0 },
  containerWidth: 0,
};

/**
 * Spec 02 §4 smart edit on the selection. The text the AI works on is the marked range, which follows
 * any edit made meanwhile; a reply that arrives after Cancel is ignored.
 */
export function useSmartEditFlow(
  articleId: string,
  view: RefObject<EditorView | null>,
  host: RefObject<HTMLElement | null>,
) {
  const { t } = useTranslation('editor');
  const mutation = useSmartEdit(articleId);
  const openUpgrade = useOpenUpgrade();
  const [state, setState] = useState<FlowState>(CLOSED);
  const request = useRef(0);

  const close = (focus = true) => {
    request.current++;
    setState(CLOSED);
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ effects: smartEditMark.set.of(null) });
    if (focus) editor.focus();
  };

  const start = () => {
    const editor = view.current;
    const box = host.current?.getBoundingClientRect();
    if (!editor || !box) return;
    const selection = editor.state.selection.main;
    if (selection.empty) {
      toast.error(t('smartEdit.needSelection'));
      return;
    }
    editor.dispatch({ effects: smartEditMark.set.of({ from: selection.from, to: selection.to }) });
    const end = editor.coordsAtPos(selection.to) ?? editor.coordsAtPos(selection.from);
    const start = editor.coordsAtPos(selection.from);
    setState({
      phase: 'instruction',
      instruction: '',
      result: '',
      anchor: { left: (start?.left ?? box.left) - box.left, bottom: (end?.bottom ?? box.top) - box.top },
      containerWidth: box.width,
    });
  };

  const submit = () => {
    const editor = view.current;
    const range = editor && smartEditMark.read(editor.state);
    if (!editor || !range || !state.instruction.trim()) return;
    const id = ++request.current;
    setState((current) => ({ ...current, phase: 'loading' }));
    mutation.mutate(
      { markdownText: editor.state.sliceDoc(range.from, range.to), changeRequest: state.instruction.trim() },
      {
        onSuccess: (result) => {
          if (id === request.current) setState((current) => ({ ...current, phase: 'result', result }));
        },
        onError: (cause) => {
          if (id !== request.current) return;
          if (openUpgrade(cause)) {
            close(false);
            return;
          }
          toast.error(errorMessage(cause, t('smartEdit.failed')));
          setState((current) => ({ ...current, phase: 'instruction' }));
        },
      },
    );
  };

  /** Replaces the marked text with the proposal; an empty proposal removes it. */
  const accept = () => {
    const editor = view.current;
    const range = editor && smartEditMark.read(editor.state);
    if (!editor || !range) return close();
    const text = state.result;
    editor.dispatch({
      changes: { from: range.from, to: range.to, insert: text },
      selection: { anchor: range.from, head: range.from + text.length },
      effects: smartEditMark.set.of(null),
      userEvent: 'input.smartedit',
      scrollIntoView: true,
    });
    request.current++;
    setState(CLOSED);
    editor.focus();
  };

  const reject = () => setState((current) => ({ ...current, phase: 'instruction', result: '' }));
  const setInstruction = (instruction: string) => setState((current) => ({ ...current, instruction }));

  return { state, start, submit, accept, reject, cancel: () => close(), setInstruction };
}
