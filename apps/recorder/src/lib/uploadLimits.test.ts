import { RECORDING_IMAGE_MAX_BYTES, RECORDING_MAX_BYTES } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { fitImageLimit, uploadSizeProblem } from './uploadLimits';

const blob = (bytes: number, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

describe('uploadSizeProblem', () => {
  it('names the first step whose screenshot is over the limit', () => {
    expect(uploadSizeProblem([1000, RECORDING_IMAGE_MAX_BYTES + 1, RECORDING_IMAGE_MAX_BYTES + 2])).toBe(
      'The screenshot of step 2 is larger than 10 MB.',
    );
  });

  it('refuses a recording larger than the upload limit in all', () => {
    const steps = Array.from({ length: 30 }, () => RECORDING_IMAGE_MAX_BYTES);
    expect(30 * RECORDING_IMAGE_MAX_BYTES).toBeGreaterThan(RECORDING_MAX_BYTES);
    expect(uploadSizeProblem(steps)).toMatch(/more than 250 MB; record the task in shorter parts/);
  });

  it('accepts screenshots at the limits', () => {
    expect(uploadSizeProblem([RECORDING_IMAGE_MAX_BYTES, 1])).toBeNull();
    expect(uploadSizeProblem([])).toBeNull();
  });
});

describe('fitImageLimit', () => {
  it('keeps a screenshot within the limit as it is', async () => {
    const image = blob(100);
    expect(await fitImageLimit(image, async () => blob(1, 'image/jpeg'), 100)).toBe(image);
  });

  it('uses the best JPEG quality that fits', async () => {
    const qualities: number[] = [];
    const fitted = await fitImageLimit(
      blob(1000),
      async (quality) => {
        qualities.push(quality);
        return blob(Math.round(quality * 200), 'image/jpeg');
      },
      160,
    );
    expect(fitted.type).toBe('image/jpeg');
    expect(fitted.size).toBeLessThanOrEqual(160);
    expect(qualities).toEqual([0.92, 0.85, 0.75]);
  });

  it('returns the smallest encoding when none fits (the upload check then says so)', async () => {
    const fitted = await fitImageLimit(
      blob(1000),
      async (quality) => blob(500 + quality * 100, 'image/jpeg'),
      10,
    );
    expect(fitted.size).toBe(545);
  });
});
