import { DEMO_GIF_MARKDOWN } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { withDemoGif } from './content';

describe('withDemoGif', () => {
  it('puts the GIF after the introduction of a generated guide, once', () => {
    const text =
      'This guide shows how to invite a colleague.\n\n1. Click **Settings**.\n\n![Step 1](step1.png)';
    const once = withDemoGif(text);
    expect(once).toBe(
      `This guide shows how to invite a colleague.\n\n${DEMO_GIF_MARKDOWN}\n\n1. Click **Settings**.\n\n![Step 1](step1.png)`,
    );
    expect(withDemoGif(once)).toBe(once);
  });

  it('skips headings, and goes before the first step when there is no introduction', () => {
    expect(withDemoGif('# Invite\n\nIntro line one\nline two\n\nMore.')).toBe(
      `# Invite\n\nIntro line one\nline two\n\n${DEMO_GIF_MARKDOWN}\n\nMore.`,
    );
    expect(withDemoGif('## Steps\n\n1. Click.\n\n![Step 1](step1.png)')).toBe(
      `## Steps\n\n${DEMO_GIF_MARKDOWN}\n\n1. Click.\n\n![Step 1](step1.png)`,
    );
    expect(withDemoGif('![Step 1](step1.png)')).toBe(`${DEMO_GIF_MARKDOWN}\n\n![Step 1](step1.png)`);
  });

  it('fills an empty text and follows a text of headings only', () => {
    expect(withDemoGif('  \n')).toBe(DEMO_GIF_MARKDOWN);
    expect(withDemoGif('# Title\n')).toBe(`# Title\n\n${DEMO_GIF_MARKDOWN}`);
  });
});
