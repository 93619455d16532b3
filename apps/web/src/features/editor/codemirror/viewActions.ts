import type { EditorView } from '@codemirror/view';
import type { TFunction } from 'i18next';
import type { ToolbarAction } from '../components/EditorToolbar';
import { blockInsertion, quoteRange, toggleLinePrefix, toggleWrap } from './commands';
import { DROP_HIGHLIGHT_MS, dropMark } from './highlights';

/** Puts markdown on its own paragraph at the cursor and flashes it, as a drop does. */
export function insertBlock(view: EditorView, markdown: string): void {
  const placed = blockInsertion(view.state.doc.toString(), view.state.selection.main.head, markdown);
  view.dispatch({
    changes: placed.change,
    selection: { anchor: placed.to },
    effects: dropMark.set.of({ from: placed.from, to: placed.to }),
    scrollIntoView: true,
    userEvent: 'input',
  });
  view.focus();
  setTimeout(() => view.dispatch({ effects: dropMark.set.of(null) }), DROP_HIGHLIGHT_MS);
}

export function runFormatting(view: EditorView, action: ToolbarAction, t: TFunction<'editor'>): void {
  const { state } = view;
  const spec =
    action === 'bold'
      ? toggleWrap(state, '**', t('toolbar.boldPlaceholder'))
      : action === 'italic'
        ? toggleWrap(state, '_', t('toolbar.italicPlaceholder'))
        : action === 'heading'
          ? toggleLinePrefix(state, '## ')
          : action === 'list'
            ? toggleLinePrefix(state, '- ')
            : action === 'numbered'
              ? toggleLinePrefix(state, (index) => `${index + 1}. `)
              : action === 'quote'
                ? toggleLinePrefix(state, '> ')
                : null;
  if (!spec) return;
  view.dispatch(spec);
  view.focus();
}

/** Selects a comment's quote in the text and scrolls to it; false when the text no longer has it. */
export function revealQuote(view: EditorView, quote: string, offset: number | null): boolean {
  const range = quoteRange(view.state.doc.toString(), quote, offset);
  if (!range) return false;
  view.dispatch({
    selection: { anchor: range.from, head: range.to },
    effects: dropMark.set.of(range),
    scrollIntoView: true,
  });
  view.focus();
  setTimeout(() => view.dispatch({ effects: dropMark.set.of(null) }), DROP_HIGHLIGHT_MS);
  return true;
}
