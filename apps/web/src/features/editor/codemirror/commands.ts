import { insertNewlineContinueMarkup } from '@codemirror/lang-markdown';
import {
  EditorSelection,
  type EditorState,
  type StateCommand,
  type TransactionSpec,
} from '@codemirror/state';

/** Toolbar and shortcut edits as state → transaction, so they are testable without a view. */

/** Bold/italic: wrap the selection, unwrap when already wrapped, or insert a selected placeholder. */
export function toggleWrap(state: EditorState, marker: string, placeholder: string): TransactionSpec {
  return state.changeByRange((range) => {
    const before = state.sliceDoc(range.from - marker.length, range.from);
    const after = state.sliceDoc(range.to, range.to + marker.length);
    if (before === marker && after === marker) {
      return {
        changes: [
          { from: range.from - marker.length, to: range.from, insert: '' },
          { from: range.to, to: range.to + marker.length, insert: '' },
        ],
        range: EditorSelection.range(range.from - marker.length, range.to - marker.length),
      };
    }
    const text = range.empty ? placeholder : state.sliceDoc(range.from, range.to);
    return {
      changes: { from: range.from, to: range.to, insert: `${marker}${text}${marker}` },
      range: EditorSelection.range(range.from + marker.length, range.from + marker.length + text.length),
    };
  });
}

/** Headings and lists: add the prefix to every selected line, or remove it when all have it. */
export function toggleLinePrefix(
  state: EditorState,
  prefix: string | ((index: number) => string),
): TransactionSpec {
  const main = state.selection.main;
  const first = state.doc.lineAt(main.from).number;
  const last = state.doc.lineAt(main.to).number;
  const prefixFor = (index: number) => (typeof prefix === 'string' ? prefix : prefix(index));
  const pattern = typeof prefix === 'string' ? null : /^\d+\.\s/;
  const lines = [];
  for (let number = first; number <= last; number++) lines.push(state.doc.line(number));
  const has = (text: string, index: number) =>
    pattern ? pattern.test(text) : text.startsWith(prefixFor(index));
  const allHave = lines.every((line, index) => has(line.text, index));
  const changes = lines.map((line, index) => {
    if (allHave) {
      const length = pattern ? (pattern.exec(line.text)?.[0].length ?? 0) : prefixFor(index).length;
      return { from: line.from, to: line.from + length, insert: '' };
    }
    // Replace another heading level or list marker rather than stacking them.
    const existing = /^(#{1,6}\s|[-*+]\s|\d+\.\s)/.exec(line.text)?.[0] ?? '';
    return { from: line.from, to: line.from + existing.length, insert: prefixFor(index) };
  });
  return { changes, scrollIntoView: true };
}

/**
 * Where a dropped or inserted image goes: on its own paragraph at `pos`, so it renders as a block.
 * Returns the change and the range of the inserted markdown (for the highlight).
 */
export function blockInsertion(doc: string, pos: number, text: string) {
  const before = doc.slice(0, pos);
  const after = doc.slice(pos);
  const lead = before.length === 0 || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.length === 0 || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const insert = `${lead}${text}${trail}`;
  return { change: { from: pos, insert }, from: pos + lead.length, to: pos + lead.length + text.length };
}

/**
 * A drop lands between lines, not inside a word: the nearer end of the line under the pointer
 * (an image reference in the middle of a sentence or another reference would break both).
 */
export function snapToLineEdge(doc: string, pos: number): number {
  const start = doc.lastIndexOf('\n', pos - 1) + 1;
  const newline = doc.indexOf('\n', pos);
  const end = newline === -1 ? doc.length : newline;
  return pos - start <= end - pos ? start : end;
}

const EMPTY_TOP_LEVEL_ITEM = /^([-*+]|\d{1,9}[.)])[ \t]*$/;

/**
 * Enter on an empty top-level list item leaves the list the way people expect from other editors
 * (twice Enter ends a list): the marker goes and a blank line separates the list from what comes
 * next. Without the blank line, a paragraph typed there continues the last item in Markdown and
 * the review and public page show it inside that bullet. Returns null where CodeMirror's own
 * list continuation should act (non-empty items, nested items, a selection).
 */
export function leaveListOnEmptyItem(state: EditorState): TransactionSpec | null {
  const range = state.selection.main;
  if (!range.empty || state.selection.ranges.length > 1) return null;
  const line = state.doc.lineAt(range.head);
  if (range.head !== line.to || !EMPTY_TOP_LEVEL_ITEM.test(line.text)) return null;
  if (line.number === 1) return null;
  const previous = state.doc.line(line.number - 1);
  // An empty item right after a blank line: the blank line is already there, only the marker goes.
  const insert = previous.text.trim() === '' ? '' : '\n';
  return {
    changes: { from: line.from, to: line.to, insert },
    selection: { anchor: line.from + insert.length },
    scrollIntoView: true,
    userEvent: 'input',
  };
}

/** The editor's Enter: leave the list on an empty item, otherwise continue Markdown's markup. */
export const markdownEnter: StateCommand = (target) => {
  const leave = leaveListOnEmptyItem(target.state);
  if (!leave) return insertNewlineContinueMarkup(target);
  target.dispatch(target.state.update(leave));
  return true;
};

/**
 * Where a comment's quote is in the text now: the occurrence nearest the offset it was written at
 * (the draft may have moved it), or null when the text no longer has it.
 */
export function quoteRange(
  doc: string,
  quote: string,
  offset: number | null,
): { from: number; to: number } | null {
  if (!quote) return null;
  let best: number | null = null;
  for (let at = doc.indexOf(quote); at >= 0; at = doc.indexOf(quote, at + 1)) {
    if (best === null || Math.abs(at - (offset ?? 0)) < Math.abs(best - (offset ?? 0))) best = at;
  }
  return best === null ? null : { from: best, to: best + quote.length };
}
