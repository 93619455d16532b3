import { describe, expect, it } from 'vitest';
import { buildMarkdownLink, isUuid, linkCursorProblem, normalizeExternalUrl, resolveLink } from './links';

const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

describe('article links', () => {
  it('turns article:{uuid} into the article page only for a valid UUID', () => {
    expect(resolveLink(`article:${ID}`)).toEqual({ kind: 'internal', to: `/articles/${ID}` });
    expect(resolveLink('article:42')).toEqual({ kind: 'text' });
    expect(resolveLink(`article:${ID}x`)).toEqual({ kind: 'text' });
    expect(resolveLink('article:../settings')).toEqual({ kind: 'text' });
  });

  it('leaves ordinary links alone', () => {
    expect(resolveLink('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(isUuid(ID.toUpperCase())).toBe(true);
  });
});

describe('building a link', () => {
  it('uses the selected text and an external URL, adding https:// when missing', () => {
    expect(buildMarkdownLink('our docs', { type: 'external', url: 'example.com/docs' })).toBe(
      '[our docs](https://example.com/docs)',
    );
    expect(normalizeExternalUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
  });

  it('links another article as article:{uuid}, its title standing in for missing text', () => {
    expect(buildMarkdownLink('', { type: 'article', articleId: ID, articleTitle: 'Reset a password' })).toBe(
      `[Reset a password](article:${ID})`,
    );
  });

  it('needs a URL or a chosen article', () => {
    expect(buildMarkdownLink('x', { type: 'external', url: '  ' })).toBeNull();
    expect(buildMarkdownLink('x', { type: 'article', articleId: null })).toBeNull();
  });

  it('escapes brackets in the text and spaces and parentheses in the target', () => {
    expect(buildMarkdownLink('see [1]', { type: 'external', url: 'https://x.org/a b(c)' })).toBe(
      '[see \\[1\\]](https://x.org/a%20b%28c%29)',
    );
  });
});

describe('where a link can be inserted', () => {
  it('needs the cursor in the editor, then a cursor position or selection', () => {
    expect(linkCursorProblem({ editorFocused: false, selection: { from: 0, to: 0 } })).toBe('cursorOutside');
    expect(linkCursorProblem({ editorFocused: true, selection: null })).toBe('noSelection');
    expect(linkCursorProblem({ editorFocused: true, selection: { from: 3, to: 3 } })).toBeNull();
  });
});
