import { markdownLanguage } from '@codemirror/lang-markdown';
import { EditorSelection, EditorState, type TransactionSpec } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { normalizeContentForSave } from '../rules/content';
import {
  blockInsertion,
  markdownEnter,
  quoteRange,
  snapToLineEdge,
  toggleLinePrefix,
  toggleWrap,
} from './commands';

function apply(doc: string, from: number, to: number, run: (state: EditorState) => TransactionSpec) {
  const state = EditorState.create({ doc, selection: EditorSelection.single(from, to) });
  const next = state.update(run(state)).state;
  const { from: a, to: b } = next.selection.main;
  return { doc: next.doc.toString(), selected: next.sliceDoc(a, b) };
}

describe('formatting commands', () => {
  it('wraps the selection in bold and unwraps it again', () => {
    const once = apply('Click Save now', 6, 10, (s) => toggleWrap(s, '**', 'bold'));
    expect(once).toEqual({ doc: 'Click **Save** now', selected: 'Save' });
    const twice = apply(once.doc, 8, 12, (s) => toggleWrap(s, '**', 'bold'));
    expect(twice.doc).toBe('Click Save now');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(apply('A ', 2, 2, (s) => toggleWrap(s, '_', 'italic'))).toEqual({
      doc: 'A _italic_',
      selected: 'italic',
    });
  });

  it('numbers every selected line, and removes the numbers when all are numbered', () => {
    const numbered = apply('Open\nClick\nSave', 0, 14, (s) => toggleLinePrefix(s, (i) => `${i + 1}. `));
    expect(numbered.doc).toBe('1. Open\n2. Click\n3. Save');
    expect(
      apply(numbered.doc, 0, numbered.doc.length, (s) => toggleLinePrefix(s, (i) => `${i + 1}. `)).doc,
    ).toBe('Open\nClick\nSave');
  });

  it('replaces another heading level or list marker instead of stacking them', () => {
    expect(apply('# Title', 3, 3, (s) => toggleLinePrefix(s, '## ')).doc).toBe('## Title');
    expect(apply('- item', 3, 3, (s) => toggleLinePrefix(s, '## ')).doc).toBe('## item');
  });
});

describe('placing an image', () => {
  it('puts it on its own paragraph in the middle of a line', () => {
    const placed = blockInsertion('Before after', 7, '![Step 1](step1.png)');
    expect(placed.change.insert).toBe('\n\n![Step 1](step1.png)\n\n');
    const doc = `Before ${placed.change.insert}after`;
    expect(doc.slice(placed.from, placed.to)).toBe('![Step 1](step1.png)');
  });

  it('adds no extra blank lines where there already are some', () => {
    expect(blockInsertion('A\n\n\n\nB', 3, 'X').change.insert).toBe('X');
    expect(blockInsertion('A\n\nB', 3, 'X').change.insert).toBe('X\n\n');
    expect(blockInsertion('', 0, 'X').change.insert).toBe('X');
  });
});

describe('dropping on a line', () => {
  const doc = 'First line\nSecond line here\nThird';
  it('goes to the nearer end of the line, never inside a word', () => {
    expect(snapToLineEdge(doc, 13)).toBe(11);
    expect(snapToLineEdge(doc, 24)).toBe(27);
    expect(snapToLineEdge(doc, doc.length - 1)).toBe(doc.length);
    expect(snapToLineEdge(doc, 0)).toBe(0);
  });
});

describe('Enter in lists', () => {
  /** Types text as a person would: characters, and Enter through the editor's own command. */
  function type(doc: string, keys: string[]) {
    let state = EditorState.create({
      doc,
      selection: EditorSelection.cursor(doc.length),
      extensions: [markdownLanguage],
    });
    for (const key of keys) {
      if (key === 'Enter') {
        markdownEnter({ state, dispatch: (tr) => (state = tr.state) });
      } else {
        state = state.update(state.replaceSelection(key)).state;
      }
    }
    return state.doc.toString();
  }

  it('continues a list, and twice Enter leaves it with a blank line before the next paragraph', () => {
    const doc = type('- item', ['Enter', 'second', 'Enter', 'Enter', 'Then check your inbox.']);
    expect(doc).toBe('- item\n- second\n\nThen check your inbox.');
    // The editor's newline rule (three or more newlines become two) keeps the blank line.
    expect(normalizeContentForSave(doc)).toBe(doc);
  });

  it('leaves a numbered list the same way', () => {
    expect(type('1. Open settings', ['Enter', 'Enter', 'Done.'])).toBe('1. Open settings\n\nDone.');
  });
});

describe('quoteRange', () => {
  it('finds the occurrence of a quote nearest where it was written, or nothing', () => {
    const doc = 'Save. Then save again. Save.';
    expect(quoteRange(doc, 'Save.', 20)).toEqual({ from: 23, to: 28 });
    expect(quoteRange(doc, 'Save.', 0)).toEqual({ from: 0, to: 5 });
    expect(quoteRange(doc, 'save again', null)).toEqual({ from: 11, to: 21 });
    expect(quoteRange(doc, 'gone', 3)).toBeNull();
  });
});
