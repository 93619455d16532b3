import { type Extension, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  EditorView,
  MatchDecorator,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view';
import { wholeWordPattern } from '@support/shared';

/** A word the glossary says not to use, and the term to write instead. */
export type AvoidedWord = { avoid: string; term: string };

/** Replaces the words the editor marks (the glossary loads after the editor, and changes). */
export const setAvoidedWords = StateEffect.define<readonly AvoidedWord[]>();

const avoidedWords = StateField.define<readonly AvoidedWord[]>({
  create: () => [],
  update: (value, transaction) => {
    for (const effect of transaction.effects) if (effect.is(setAvoidedWords)) value = effect.value;
    return value;
  },
});

/** The marks' decorator for a list of words: whole words, case ignored, each with its hint. */
function decoratorFor(words: readonly AvoidedWord[], describe: (word: AvoidedWord) => string) {
  const byWord = new Map(words.map((word) => [word.avoid.toLowerCase(), word]));
  return new MatchDecorator({
    regexp: wholeWordPattern(
      words.map((word) => word.avoid),
      'giu',
    ),
    decoration: (match) => {
      const word = byWord.get(match[0].toLowerCase());
      if (!word) return null;
      return Decoration.mark({
        class: 'cm-glossary-avoid',
        attributes: { title: describe({ ...word, avoid: match[0] }) },
      });
    },
  });
}

/**
 * Issue 15: occurrences of a glossary entry's words to avoid are underlined in the editor, with
 * "Glossary: do not use …, use …" as their tooltip. Only the visible part of the document is
 * searched (MatchDecorator), so long articles stay fast to type in.
 */
export function glossaryMarks(describe: (word: AvoidedWord) => string): Extension {
  const plugin = ViewPlugin.fromClass(
    class {
      words: readonly AvoidedWord[];
      decorator: MatchDecorator;
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.words = view.state.field(avoidedWords);
        this.decorator = decoratorFor(this.words, describe);
        this.decorations = this.decorator.createDeco(view);
      }
      update(update: ViewUpdate) {
        const words = update.state.field(avoidedWords);
        if (words !== this.words) {
          this.words = words;
          this.decorator = decoratorFor(words, describe);
          this.decorations = this.decorator.createDeco(update.view);
        } else {
          this.decorations = this.decorator.updateDeco(update, this.decorations);
        }
      }
    },
    { decorations: (value) => value.decorations },
  );
  return [
    avoidedWords,
    plugin,
    EditorView.baseTheme({
      '.cm-glossary-avoid': {
        textDecoration: 'underline wavy #dc2626',
        textDecorationSkipInk: 'none',
        textUnderlineOffset: '3px',
        cursor: 'help',
      },
    }),
  ];
}
