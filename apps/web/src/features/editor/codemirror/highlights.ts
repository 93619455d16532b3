import { type EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

type Range = { from: number; to: number };

/**
 * Two marks drawn over the text: the selection Smart Edit works on (kept while focus is in the
 * popup, following edits), and the 500 ms flash of a dropped image.
 */
function markField(className: string) {
  const set = StateEffect.define<Range | null>();
  const mark = Decoration.mark({ class: className });
  const field = StateField.define<DecorationSet>({
    create: () => Decoration.none,
    update(value, transaction) {
      let next = value.map(transaction.changes);
      for (const effect of transaction.effects) {
        if (!effect.is(set)) continue;
        next =
          effect.value && effect.value.to > effect.value.from
            ? Decoration.set([mark.range(effect.value.from, effect.value.to)])
            : Decoration.none;
      }
      return next;
    },
    provide: (self) => EditorView.decorations.from(self),
  });
  const read = (state: EditorState): Range | null => {
    const cursor = state.field(field, false)?.iter();
    return cursor?.value ? { from: cursor.from, to: cursor.to } : null;
  };
  return { set, field, read };
}

export const smartEditMark = markField('cm-smart-edit-range');
export const dropMark = markField('cm-drop-highlight');

/** Spec 02 §4: the drop highlight lasts 500 ms. */
export const DROP_HIGHLIGHT_MS = 500;
