import { EXTERNAL_IMAGE_MAX_BYTES } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { isDroppableImageText, resolveImageSrc, validateImageFile } from './images';

const EXTERNAL_ID = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const context = {
  // Stored out of order and counting from 0: "Step 1" is still the first step.
  steps: [
    { index: 1, imageProcessed: null, imageRaw: '/files/raw-2.png' },
    { index: 0, imageProcessed: '/files/processed-1.png', imageRaw: '/files/raw-1.png' },
  ],
  externalImages: [{ id: EXTERNAL_ID, signedUrl: '/files/ext.png?signature=abc' }],
  mediaOutput: { gifUrl: '/files/output.gif?signature=def' },
};

describe('image references', () => {
  it('shows a step processed screenshot, else its raw one', () => {
    expect(resolveImageSrc('step1.png', 'Step 1', context)).toBe('/files/processed-1.png');
    expect(resolveImageSrc('step2.png', 'Step 2', context)).toBe('/files/raw-2.png');
  });

  it('shows nothing for a step that does not exist', () => {
    expect(resolveImageSrc('step9.png', 'Step 9', context)).toBeNull();
  });

  it('finds an uploaded image by the id in its alt text, not by its file name', () => {
    expect(resolveImageSrc('photo.png', `External:${EXTERNAL_ID}`, context)).toBe(
      '/files/ext.png?signature=abc',
    );
    expect(resolveImageSrc('photo.png', `External:${EXTERNAL_ID.replace('9', '8')}`, context)).toBeNull();
  });

  it('shows the demo GIF when there is one', () => {
    expect(resolveImageSrc('output.gif', 'Demo Gif', context)).toBe('/files/output.gif?signature=def');
    expect(resolveImageSrc('output.gif', 'Demo Gif', { ...context, mediaOutput: null })).toBeNull();
  });

  it('passes other images through', () => {
    expect(resolveImageSrc('https://example.com/a.png', 'logo', context)).toBe('https://example.com/a.png');
  });
});

describe('dropping into the editor', () => {
  it('accepts only the article own image references', () => {
    expect(isDroppableImageText('![Step 2](step2.png)')).toBe(true);
    expect(isDroppableImageText(`![External:${EXTERNAL_ID}](a.png)`)).toBe(true);
    expect(isDroppableImageText('![cat](https://example.com/cat.png)')).toBe(false);
    expect(isDroppableImageText('some text')).toBe(false);
  });
});

describe('choosing an image to upload', () => {
  it('refuses other files and files over 10 MB', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 100 }, EXTERNAL_IMAGE_MAX_BYTES)).toBe(
      'notImage',
    );
    expect(
      validateImageFile({ type: 'image/png', size: EXTERNAL_IMAGE_MAX_BYTES + 1 }, EXTERNAL_IMAGE_MAX_BYTES),
    ).toBe('tooLarge');
    expect(
      validateImageFile({ type: 'image/png', size: EXTERNAL_IMAGE_MAX_BYTES }, EXTERNAL_IMAGE_MAX_BYTES),
    ).toBeNull();
  });
});
