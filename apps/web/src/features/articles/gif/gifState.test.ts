import { type Article, DEMO_GIF_MARKDOWN } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../testing';
import { gifRendered, gifSnapshot, imagePath } from './gifState';

function withGif(url: string | null, inText: boolean): Article {
  const article = sampleArticle({ articleType: 'STEP_RECORDING' });
  const content = inText ? `${DEMO_GIF_MARKDOWN}\n\n${article.content}` : article.content;
  return {
    ...article,
    content,
    activeArticleVersion: {
      ...article.activeArticleVersion!,
      content,
      mediaOutput: url ? { gifKey: 'k', gifUrl: url } : null,
    },
  };
}

describe('when a requested demo GIF is there', () => {
  it('compares stored files, not signatures', () => {
    expect(imagePath('/v1/files/a.gif?expires=1&signature=x')).toBe('/v1/files/a.gif');
    expect(imagePath('https://s3.test/b/a.gif?X-Amz-Signature=1')).toBe('https://s3.test/b/a.gif');
    expect(imagePath(null)).toBeNull();
  });

  it('is there once a first GIF exists', () => {
    const before = gifSnapshot(withGif(null, false));
    expect(gifRendered(before, withGif(null, false))).toBe(false);
    expect(gifRendered(before, withGif('/v1/files/a.gif?s=1', true))).toBe(true);
  });

  it('is a new file, or the same one put back into the text', () => {
    const before = gifSnapshot(withGif('/v1/files/a.gif?s=1', true));
    expect(gifRendered(before, withGif('/v1/files/a.gif?s=2', true))).toBe(false);
    expect(gifRendered(before, withGif('/v1/files/b.gif?s=2', true))).toBe(true);
    const removed = gifSnapshot(withGif('/v1/files/a.gif?s=1', false));
    expect(gifRendered(removed, withGif('/v1/files/a.gif?s=1', false))).toBe(false);
    expect(gifRendered(removed, withGif('/v1/files/a.gif?s=1', true))).toBe(true);
  });
});
