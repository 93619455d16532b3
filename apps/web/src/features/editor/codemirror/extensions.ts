import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { deleteMarkupBackward, markdownLanguage } from '@codemirror/lang-markdown';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { type Extension, Prec } from '@codemirror/state';
import { drawSelection, EditorView, keymap, placeholder } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { isDroppableImageText } from '../../articles/rules/images';
import { blockInsertion, markdownEnter, snapToLineEdge, toggleWrap } from './commands';
import { type AvoidedWord, glossaryMarks } from './glossaryMarks';
import { DROP_HIGHLIGHT_MS, dropMark, smartEditMark } from './highlights';

/** The page's actions the editor's shortcuts call; read through a ref, so they are always current. */
export type EditorActions = {
  save: () => void;
  smartEdit: () => void;
  insertLink: () => void;
  addGlossaryEntry: () => void;
  change: (doc: string) => void;
};

const markdownStyle = HighlightStyle.define([
  { tag: tags.heading1, fontSize: '1.45em', fontWeight: '700', color: '#1c1917' },
  { tag: tags.heading2, fontSize: '1.25em', fontWeight: '700', color: '#1c1917' },
  { tag: [tags.heading3, tags.heading4, tags.heading5, tags.heading6], fontWeight: '700', color: '#1c1917' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--color-brand-700, #c2410c)' },
  { tag: tags.monospace, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9em' },
  { tag: [tags.processingInstruction, tags.meta], color: '#a8a29e' },
  { tag: tags.quote, color: '#57534e', fontStyle: 'italic' },
  { tag: tags.list, color: '#57534e' },
]);

const theme = EditorView.theme({
  '&': { fontSize: '15px', color: '#292524', backgroundColor: 'transparent' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.75' },
  '.cm-content': { padding: '20px 0', minHeight: '55vh', caretColor: '#ea580c' },
  '.cm-line': { padding: '0 4px' },
  '.cm-placeholder': { color: '#79716b' },
  '.cm-smart-edit-range': { backgroundColor: 'rgb(124 58 237 / 0.16)', borderRadius: '2px' },
  '.cm-drop-highlight': { backgroundColor: 'rgb(34 197 94 / 0.25)', transition: 'background-color 0.3s' },
  '&.cm-drop-target': { boxShadow: 'inset 0 0 0 2px rgb(249 115 22 / 0.4)', borderRadius: '8px' },
});

/** Accepts only references to the article's own images; text dragged inside the editor moves as usual. */
function imageDrop(): Extension {
  let draggingFromEditor = false;
  return EditorView.domEventHandlers({
    dragstart: () => {
      draggingFromEditor = true;
      return false;
    },
    dragend: () => {
      draggingFromEditor = false;
      return false;
    },
    dragover: (event, view) => {
      view.dom.classList.add('cm-drop-target');
      if (!draggingFromEditor) event.preventDefault();
      return false;
    },
    dragleave: (_, view) => {
      view.dom.classList.remove('cm-drop-target');
      return false;
    },
    drop: (event, view) => {
      view.dom.classList.remove('cm-drop-target');
      if (draggingFromEditor) {
        draggingFromEditor = false;
        return false;
      }
      event.preventDefault();
      const text = event.dataTransfer?.getData('text/plain') ?? '';
      if (!isDroppableImageText(text)) return true;
      const doc = view.state.doc.toString();
      const pointer =
        view.posAtCoords({ x: event.clientX, y: event.clientY }) ?? view.state.selection.main.head;
      const placed = blockInsertion(doc, snapToLineEdge(doc, pointer), text);
      view.dispatch({
        changes: placed.change,
        selection: { anchor: placed.to },
        effects: dropMark.set.of({ from: placed.from, to: placed.to }),
        userEvent: 'input.drop',
      });
      view.focus();
      setTimeout(() => view.dispatch({ effects: dropMark.set.of(null) }), DROP_HIGHLIGHT_MS);
      return true;
    },
  });
}

/** The editor's own words, in the interface language. */
export type EditorTexts = {
  placeholder: string;
  label: string;
  /** The tooltip of a word the glossary says not to use. */
  glossaryAvoid: (word: AvoidedWord) => string;
};

export function editorExtensions(actions: { current: EditorActions }, texts: EditorTexts): Extension[] {
  const run = (name: Exclude<keyof EditorActions, 'change'>) => () => {
    actions.current[name]();
    return true;
  };
  return [
    history(),
    drawSelection(),
    EditorView.lineWrapping,
    // The language alone, not markdown(): that would bundle HTML, CSS and JavaScript modes for
    // embedded code, tripling the editor chunk. Lists still continue on Enter.
    markdownLanguage,
    syntaxHighlighting(markdownStyle),
    placeholder(texts.placeholder),
    EditorView.contentAttributes.of({ 'aria-label': texts.label }),
    smartEditMark.field,
    dropMark.field,
    glossaryMarks(texts.glossaryAvoid),
    imageDrop(),
    theme,
    // Above the default keymap, which binds Mod-l, Mod-i and others to selection commands.
    Prec.highest(
      keymap.of([
        { key: 'Mod-s', preventDefault: true, run: run('save') },
        { key: 'Mod-k', preventDefault: true, run: run('smartEdit') },
        { key: 'Mod-l', preventDefault: true, run: run('insertLink') },
        { key: 'Mod-Shift-g', preventDefault: true, run: run('addGlossaryEntry') },
        {
          key: 'Mod-b',
          preventDefault: true,
          run: (view) => {
            view.dispatch(toggleWrap(view.state, '**', 'bold'));
            return true;
          },
        },
        {
          key: 'Mod-i',
          preventDefault: true,
          run: (view) => {
            view.dispatch(toggleWrap(view.state, '_', 'italic'));
            return true;
          },
        },
      ]),
    ),
    keymap.of([
      { key: 'Enter', run: markdownEnter },
      { key: 'Backspace', run: deleteMarkupBackward },
      ...defaultKeymap,
      ...historyKeymap,
      indentWithTab,
    ]),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) actions.current.change(update.state.doc.toString());
    }),
  ];
}
