import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderArticleScreen, sampleArticle } from '../../articles/testing';
import { fakeGlossaryApi, sampleEntry, secondEntry } from '../../glossary/testing';
import EditorPane from './EditorPane';

beforeAll(() => {
  // jsdom does not lay out text; CodeMirror measures ranges, which may be empty here.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

afterEach(cleanup);

const article = sampleArticle({ content: 'Open the Space settings.\n\nYour Workspace keeps your e-mail.' });

async function openEditor(label = 'Article text') {
  const screenAt = renderArticleScreen(<EditorPane article={article} active onDirtyChange={() => {}} />);
  const content = await screen.findByRole('textbox', { name: label });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  return { ...screenAt, content, view };
}

const marks = () => [...document.querySelectorAll('.cm-glossary-avoid')] as HTMLElement[];

describe('the glossary in the editor', () => {
  it('marks the words to avoid, as whole words in any case, with what to write instead', async () => {
    fakeGlossaryApi({ entries: [sampleEntry(), secondEntry()] });
    const { view } = await openEditor();
    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toEqual(['Space', 'e-mail']));
    expect(marks()[0]!.title).toBe('Glossary: do not use “Space”, use “Workspace”');
    expect(marks()[1]!.title).toBe('Glossary: do not use “e-mail”, use “Email address”');
    // Typing a word to avoid marks it too.
    act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: ' Pick an area.' } }));
    await waitFor(() => expect(marks().map((mark) => mark.textContent)).toContain('area'));
  });

  it('reads the hint in German', async () => {
    await changeLanguage('de');
    try {
      fakeGlossaryApi({ entries: [sampleEntry()] });
      await openEditor('Text des Artikels');
      await waitFor(() =>
        expect(marks()[0]?.title).toBe('Glossar: nicht „Space“ verwenden, sondern „Workspace“'),
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('opens /glossary/add with the selected text on Ctrl+Shift+G', async () => {
    fakeGlossaryApi();
    const { router, content, view } = await openEditor();
    act(() => view.dispatch({ selection: EditorSelection.single(9, 14) }));
    view.focus();
    fireEvent.keyDown(content, { key: 'G', code: 'KeyG', keyCode: 71, ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/glossary/add'));
    expect(router.state.location.state).toMatchObject({ selectedText: 'Space' });
  });
});
