import { describe, expect, it } from 'vitest';
import { diffMarkdown, hasChanges, markdownBlocks } from './markdownDiff';

describe('markdownBlocks', () => {
  it('splits headings, list items, images and paragraphs, and keeps a code fence whole', () => {
    const text =
      '# Title\nIntro line one\nline two\n\n1. First\n   more of first\n2. Second\n![Step 1](step1.png)\n\n```\ncode\n\nstill code\n```';
    expect(markdownBlocks(text)).toEqual([
      '# Title',
      'Intro line one\nline two',
      '1. First\n   more of first',
      '2. Second',
      '![Step 1](step1.png)',
      '```\ncode\n\nstill code\n```',
    ]);
  });
});

describe('diffMarkdown', () => {
  it('marks the changed words of a changed list item and leaves the other items alone', () => {
    const rows = diffMarkdown('1. Open Billing\n2. Click Send', '1. Open Billing\n2. Click Send now');
    expect(rows[0]).toMatchObject({ type: 'same', text: '1. Open Billing' });
    const changed = rows[1]!;
    expect(changed.type).toBe('changed');
    if (changed.type !== 'changed') return;
    expect(changed.inline.filter((p) => p.change)).toEqual([{ text: ' now', change: 'added' }]);
    expect(changed.before.map((p) => p.text).join('')).toBe('2. Click Send');
    expect(changed.after.map((p) => p.text).join('')).toBe('2. Click Send now');
  });

  it('treats an image reference as one word', () => {
    const [row] = diffMarkdown(
      'Click Save in the top bar ![Step 1](step1.png) to continue',
      'Click Save in the top bar ![Step 2](step2.png) to continue',
    );
    expect(row?.type).toBe('changed');
    if (row?.type !== 'changed') return;
    expect(row.inline.filter((p) => p.change)).toEqual([
      { text: '![Step 1](step1.png)', change: 'removed' },
      { text: '![Step 2](step2.png)', change: 'added' },
    ]);
  });

  it('shows a block rewritten almost whole as the old block and the new one, not as interleaved words', () => {
    const rows = diffMarkdown('Open Settings and click Reset password.', 'Ask someone else to do it.');
    expect(rows.map((r) => r.type)).toEqual(['removed', 'added']);
  });

  it('shows removed and added blocks as such, and nothing when the texts are equal', () => {
    const rows = diffMarkdown('# A\n\nGone paragraph.\n\n## B', '# A\n\n## B\n\nNew paragraph.');
    expect(rows.map((r) => r.type)).toEqual(['same', 'removed', 'same', 'added']);
    expect(hasChanges(diffMarkdown('Same text.', 'Same text.'))).toBe(false);
  });
});
