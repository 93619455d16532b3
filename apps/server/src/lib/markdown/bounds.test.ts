import { describe, expect, it } from 'vitest';
import { checkMarkdownBounds, MAX_BRACKET_DEPTH, MAX_NESTING_DEPTH, MAX_RUN_DELIMITERS } from './bounds';

describe('checkMarkdownBounds', () => {
  it('accepts ordinary articles, long ones included', () => {
    const article = [
      '# Reset your password',
      '1. Open **Settings** and choose [Account](https://example.com/account).\n\n   ![Step 1](step1.png)',
      '> **Note:** the link in the mail works for _one hour_.',
      '- one\n  - two\n    - three `code`',
      '| a | b |\n|---|---|\n| [x](y) | *z* |',
      `\`\`\`js\nconst a = [[[[[[1]]]]]] * 2; // ${'*'.repeat(5000)}\n\`\`\``,
    ].join('\n\n');
    expect(checkMarkdownBounds(article)).toBeNull();
    expect(checkMarkdownBounds(`${article}\n\n`.repeat(2000))).toBeNull();
    // Many links, each line its own list item: every item is its own inline run.
    expect(checkMarkdownBounds('- [a](https://example.com) *b*\n'.repeat(10_000))).toBeNull();
  });

  it('refuses deep blockquotes and lists, naming the line', () => {
    expect(checkMarkdownBounds(`text\n\n${'>'.repeat(MAX_NESTING_DEPTH + 1)} deep`)).toMatchObject({
      problem: 'nesting-depth',
      line: 3,
    });
    expect(checkMarkdownBounds('- '.repeat(40))?.problem).toBe('nesting-depth');
    const nestedList = Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    expect(checkMarkdownBounds(nestedList)?.message).toMatch(/nests blockquotes or lists \d+ levels deep/);
    expect(checkMarkdownBounds('>'.repeat(MAX_NESTING_DEPTH))).toBeNull();
  });

  it('refuses a paragraph with more delimiters than the inline parser handles in bounds', () => {
    for (const run of ['[a](', '*_', '**a', '`a``', '<!--', '~~a']) {
      const problem = checkMarkdownBounds(`intro\n\n${run.repeat(MAX_RUN_DELIMITERS + 1)}`);
      expect(problem, run).toMatchObject({ problem: 'inline-delimiters', line: 3 });
      expect(problem?.message).toContain('split it into shorter paragraphs');
    }
    // Continuation lines belong to the same paragraph.
    expect(checkMarkdownBounds('[a]: b\n'.repeat(MAX_RUN_DELIMITERS))?.problem).toBe('inline-delimiters');
  });

  it('refuses square brackets nested deeper than the link parser handles in bounds', () => {
    const deep = `${'['.repeat(MAX_BRACKET_DEPTH + 1)}${']'.repeat(MAX_BRACKET_DEPTH + 1)}`;
    expect(checkMarkdownBounds(`intro\n\n${deep}`)).toMatchObject({ problem: 'bracket-depth', line: 3 });
    // Brackets left open add up over the lines of a paragraph.
    expect(checkMarkdownBounds('[[[a]\n[[[b]\n[[[c]\n[[[d]\n[[[e]')?.problem).toBe('bracket-depth');
    expect(checkMarkdownBounds('[[[a]\n[[[b]\n\n[[[c]\n[[[d]')).toBeNull();
    // Escaped brackets are text; an escaped backslash does not escape the bracket after it.
    expect(checkMarkdownBounds('\\['.repeat(40))).toBeNull();
    expect(checkMarkdownBounds('\\\\['.repeat(40))?.problem).toBe('bracket-depth');
    expect(
      checkMarkdownBounds(`${'['.repeat(MAX_BRACKET_DEPTH)}${']'.repeat(MAX_BRACKET_DEPTH)}`),
    ).toBeNull();
    expect(
      checkMarkdownBounds('See [the [nested] docs](https://example.com) and [this](x).'.repeat(20)),
    ).toBeNull();
  });

  it('skips fenced code, whose text is never parsed inline', () => {
    expect(checkMarkdownBounds(`~~~\n${'[a]('.repeat(100_000)}\n~~~\nafter`)).toBeNull();
    expect(checkMarkdownBounds(`~~~\n~~~\n${'[a]('.repeat(1_000)}`)?.problem).toBe('inline-delimiters');
  });

  it('takes time linear in the size of its input', () => {
    const input = '[a]('.repeat(500_000);
    const started = performance.now();
    checkMarkdownBounds(`${'>'.repeat(10)} x\n`.repeat(200_000));
    checkMarkdownBounds(input);
    // Two megabytes each; a quadratic scan would take minutes.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
