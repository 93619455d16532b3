import { describe, expect, it } from 'vitest';
import {
  articleDownloadFilename,
  articleStatus,
  describeFilename,
  externalImageMarkdown,
  imageDescription,
} from './articles';
import {
  ZCreateManualArticleRequest,
  ZUpdateArticleTagsRequest,
  ZUpdateArticleTitleRequest,
} from './schemas/article';

describe('articleStatus', () => {
  it('treats a manual article as finished whatever its version says', () => {
    expect(articleStatus({ articleType: 'FREEFORM_TEXT', activeArticleVersion: null })).toBe('finished');
    expect(
      articleStatus({
        articleType: 'FREEFORM_TEXT',
        activeArticleVersion: { failureReason: 'GENERATION_FAILED', finishedAt: null },
      }),
    ).toBe('finished');
  });

  it('reports a recording with a failure reason as failed, even when it also has finishedAt', () => {
    expect(
      articleStatus({
        articleType: 'STEP_RECORDING',
        activeArticleVersion: { failureReason: 'NO_CREDITS_LEFT', finishedAt: '2026-01-01T00:00:00Z' },
      }),
    ).toBe('failed');
  });

  it('reports a recording with finishedAt as finished and one without as processing', () => {
    expect(
      articleStatus({
        articleType: 'STEP_RECORDING',
        activeArticleVersion: { failureReason: null, finishedAt: new Date() },
      }),
    ).toBe('finished');
    expect(
      articleStatus({
        articleType: 'STEP_RECORDING',
        activeArticleVersion: { failureReason: null, finishedAt: null },
      }),
    ).toBe('processing');
    expect(articleStatus({ articleType: 'STEP_RECORDING', activeArticleVersion: null })).toBe('processing');
  });
});

describe('articleDownloadFilename', () => {
  it('lowercases the title and replaces every non-alphanumeric character with _', () => {
    expect(articleDownloadFilename('How to Reset: Your Password!')).toBe('how_to_reset__your_password_.zip');
    expect(articleDownloadFilename('Über 2 Schritte')).toBe('_ber_2_schritte.zip');
  });
});

describe('article requests', () => {
  it('trims titles and refuses blank ones', () => {
    expect(ZUpdateArticleTitleRequest.parse({ title: '  Hello  ' }).title).toBe('Hello');
    expect(ZUpdateArticleTitleRequest.safeParse({ title: '   ' }).success).toBe(false);
    expect(ZCreateManualArticleRequest.safeParse({ title: '', content: 'x' }).success).toBe(false);
  });

  it('accepts tags as ids, {id} or {name}', () => {
    const id = '7d9f3a52-3c1e-4a44-9a38-0f0a0c4d1b2e';
    const parsed = ZUpdateArticleTagsRequest.parse({ tags: [id, { id }, { name: ' Billing ' }] });
    expect(parsed.tags).toEqual([id, { id }, { name: 'Billing' }]);
    expect(ZUpdateArticleTagsRequest.safeParse({ tags: ['not-a-uuid'] }).success).toBe(false);
  });
});

describe('uploaded images', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('are inserted with a description made from the file name, which the title carries', () => {
    expect(externalImageMarkdown(id, 'save-button_2.png')).toBe(
      `![External:${id}](save-button_2.png "save button 2")`,
    );
    expect(describeFilename('"quoted" (copy).JPEG')).toBe('quoted copy');
    expect(describeFilename('.png')).toBe('Image');
  });

  it('are described to readers by their title, else their file name, never by the product id', () => {
    expect(imageDescription({ alt: `External:${id}`, url: 'photo.png', title: 'The Save button' })).toBe(
      'The Save button',
    );
    expect(imageDescription({ alt: `External:${id}`, url: 'settings-page.png', title: null })).toBe(
      'settings page',
    );
    expect(imageDescription({ alt: 'Step 2', url: 'step2.png', title: 'x' })).toBe('Step 2');
  });
});
