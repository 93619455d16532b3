import { EditorView } from '@codemirror/view';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { fakeApi } from '../../../testing/harness';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../../articles/testing';
import { PUBLIC_CONFIG } from '../../plans/testing';
import EditorPane from './EditorPane';

beforeAll(() => {
  // jsdom does not lay out text; CodeMirror measures ranges, which may be empty here.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

afterEach(() => {
  cleanup();
  toast.remove();
});

const article = sampleArticle({ content: '# Reset\n\nOpen the settings.' });

async function openEditor() {
  renderArticleScreen(
    <>
      <EditorPane article={article} active onDirtyChange={() => {}} />
      <AppToaster />
    </>,
  );
  const content = await screen.findByRole('textbox', { name: 'Article text' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  return { content, view };
}

/** Types as the writer would: a change at the end of the text. */
function typeAtEnd(view: EditorView, text: string) {
  act(() =>
    view.dispatch({ changes: { from: view.state.doc.length, insert: text }, userEvent: 'input.type' }),
  );
}

const saveShortcut = (target: Element) =>
  fireEvent.keyDown(target, { key: 's', code: 'KeyS', ctrlKey: true });

describe('editor save flow', () => {
  it('sees no change in trailing whitespace, then saves a real change with Ctrl+S, tidied', async () => {
    // The server answers with the article as saved.
    const calls = fakeApi((config) =>
      config.method === 'put'
        ? { status: 200, data: sampleArticle({ content: JSON.parse(config.data ?? '{}').content }) }
        : undefined,
    );
    const { content, view } = await openEditor();
    typeAtEnd(view, '\n\n');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);

    typeAtEnd(view, '\n\nThen click Save.\n\n\n');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    saveShortcut(content);

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/help-articles/${ARTICLE_ID}`);
    expect(put?.body).toEqual({
      baseRevisionAt: null,
      content: '# Reset\n\nOpen the settings.\n\nThen click Save.',
    });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(view.state.doc.toString()).toBe('# Reset\n\nOpen the settings.\n\nThen click Save.');
  }, 30_000);

  it('keeps the changes and says so when saving fails', async () => {
    fakeApi((config) => (config.method === 'put' ? { status: 500, data: { message: 'boom' } } : undefined));
    const { view } = await openEditor();
    typeAtEnd(view, ' Now.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update article. Please try again.')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(view.state.doc.toString()).toContain('Now.');
  }, 30_000);

  it('keeps the text and says the server is full when the disk is (507 STORAGE_FULL)', async () => {
    fakeApi((config) =>
      config.method === 'put'
        ? { status: 507, data: { message: 'The server’s disk is full', code: 'STORAGE_FULL' } }
        : undefined,
    );
    const { view } = await openEditor();
    typeAtEnd(view, ' Unsaved words.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/disk is full: nothing was saved. Your text is kept here/)).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(view.state.doc.toString()).toContain('Unsaved words.');
  }, 30_000);

  it('restores the saved text after Discard is confirmed', async () => {
    fakeApi(() => undefined);
    const { view } = await openEditor();
    typeAtEnd(view, ' Scratch that.');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(view.state.doc.toString()).toBe(article.content));
    expect(screen.getByText('All changes saved')).toBeTruthy();
  }, 30_000);

  it('asks for a selection before Smart Edit', async () => {
    fakeApi(() => undefined);
    const { content } = await openEditor();
    fireEvent.keyDown(content, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByText('Please select text before using Smart Edit')).toBeTruthy();
  }, 30_000);

  it('says up front that Smart Edit needs an AI this server does not have', async () => {
    fakeApi((config) =>
      config.url === '/config' ? { status: 200, data: { ...PUBLIC_CONFIG, aiConfigured: false } } : undefined,
    );
    const { content, view } = await openEditor();
    const button = screen.getByRole('button', { name: 'Smart Edit' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.getAttribute('title')).toMatch(/none is configured on this server/);
    act(() => view.dispatch({ selection: { anchor: 2, head: 7 } }));
    fireEvent.keyDown(content, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByText(/Smart Edit needs an AI service/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);
});

describe('a stale save (issue 48)', () => {
  const theirsId = 'c1b2c3d4-0000-4000-8000-000000000001';
  const loadedAt = '2026-06-01T11:00:00.000Z';
  const theirs = {
    id: theirsId,
    kind: 'save',
    author: {
      id: 'd1b2c3d4-0000-4000-8000-000000000002',
      firstName: 'Jonas',
      lastName: null,
      email: 'j@example.com',
    },
    summary: 'content',
    changes: { content: true },
    createdAt: '2026-06-01T11:30:00.000Z',
    updatedAt: '2026-06-01T11:30:00.000Z',
    title: article.title,
    markdown: '# Reset\n\nOpen the settings page.',
    tags: [],
    steps: [],
  };

  it('sends the loaded revision, and on 409 compares their version with the draft and keeps the one chosen', async () => {
    const loaded = sampleArticle({
      content: article.content,
      latestRevision: { id: 'e1b2c3d4-0000-4000-8000-000000000003', updatedAt: loadedAt },
    });
    const calls = fakeApi((config) => {
      if (config.method === 'put') {
        const body = JSON.parse(config.data ?? '{}');
        if (body.baseRevisionAt === loadedAt)
          return {
            status: 409,
            data: {
              message: 'Someone else changed this article',
              code: 'ARTICLE_CHANGED',
              revisionId: theirsId,
            },
          };
        return { status: 200, data: sampleArticle({ content: body.content }) };
      }
      if (config.url === `/help-articles/${ARTICLE_ID}/revisions/${theirsId}`)
        return { status: 200, data: theirs };
      return undefined;
    });
    renderArticleScreen(
      <>
        <EditorPane article={loaded} active onDirtyChange={() => {}} />
        <AppToaster />
      </>,
    );
    const content = await screen.findByRole('textbox', { name: 'Article text' });
    const view = EditorView.findFromDOM(content)!;
    typeAtEnd(view, ' Mine.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this article' });
    expect(await within(dialog).findByText(/Jonas saved a newer version/)).toBeTruthy();
    const diff = await within(dialog).findByTestId('revision-diff');
    expect(diff.textContent).toContain('Their version');
    expect(diff.textContent).toContain('page.');
    expect(diff.textContent).toContain('Mine.');
    // Nothing was overwritten: the draft is still here, unsaved.
    expect(view.state.doc.toString()).toContain('Mine.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my draft' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const second = calls.filter((call) => call.method === 'PUT')[1]!;
    expect(second.body).toMatchObject({ baseRevisionAt: theirs.updatedAt });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  }, 30_000);
});

describe('an accepted Smart Edit (issue 48)', () => {
  it('is saved as an AI edit, and the save after it as a plain one', async () => {
    const calls = fakeApi((config) => {
      if (config.url === '/config') return { status: 200, data: { ...PUBLIC_CONFIG, aiConfigured: true } };
      if (config.url === `/help-articles/${ARTICLE_ID}/smart-edit`)
        return { status: 200, data: { editedMarkdown: 'Reboot' } };
      if (config.method === 'put')
        return { status: 200, data: sampleArticle({ content: JSON.parse(config.data ?? '{}').content }) };
      return undefined;
    });
    const { content, view } = await openEditor();
    act(() => view.dispatch({ selection: { anchor: 2, head: 7 } }));
    fireEvent.keyDown(content, { key: 'k', code: 'KeyK', ctrlKey: true });
    const instruction = await screen.findByLabelText('What should change?');
    fireEvent.change(instruction, { target: { value: 'Say reboot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(view.state.doc.toString()).toBe('# Reboot\n\nOpen the settings.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ aiEdit: true });

    typeAtEnd(view, ' Then wait.');
    await screen.findByText('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).not.toHaveProperty('aiEdit');
  }, 30_000);
});
