import { describe, expect, it } from 'vitest';
import { sampleStep as recorded } from '../../articles/testing';
import { addAnnotation } from './annotations';
import { draftFromStep, isDirty, savePayload } from './draft';

/** 1000 × 500, so pixels read as percent easily. */
const sampleStep = (overrides: Parameters<typeof recorded>[0] = {}) =>
  recorded({ contextWidth: 1000, contextHeight: 500, ...overrides });

const stored = {
  id: 'b1b2c3d4-0000-4000-8000-000000000002',
  type: 'BOX' as const,
  positionX: 100,
  positionY: 50,
  width: 333,
  height: 100,
  value: null,
};

describe('the step draft', () => {
  it('reads stored pixels as percent of the context size', () => {
    const draft = draftFromStep(sampleStep({ annotations: [stored] }));
    expect(draft.annotations[0]).toMatchObject({
      type: 'BOX',
      x: 10,
      y: 10,
      width: expect.closeTo(33.3, 6),
      height: 20,
    });
    expect(draft.settings).toEqual({
      hideActionPointer: false,
      applyImageChangesToGif: false,
      hideStepNumber: false,
      zoomLevel: 1,
      zoomAnchorX: 50,
      zoomAnchorY: 50,
    });
  });

  it('is dirty when a setting or the annotation set differs', () => {
    const saved = draftFromStep(sampleStep({ annotations: [stored] }));
    expect(isDirty(saved, structuredClone(saved))).toBe(false);
    expect(isDirty(saved, { ...saved, settings: { ...saved.settings, hideStepNumber: true } })).toBe(true);
    expect(isDirty(saved, { ...saved, settings: { ...saved.settings, zoomLevel: 1.25 } })).toBe(true);
    expect(isDirty(saved, { ...saved, settings: { ...saved.settings, zoomAnchorY: 20 } })).toBe(true);
    expect(isDirty(saved, { ...saved, annotations: [] })).toBe(true);
    expect(
      isDirty(saved, {
        ...saved,
        annotations: addAnnotation(saved.annotations, 'NUMBER', { x: 1, y: 1, width: 3, height: 6 }),
      }),
    ).toBe(true);
  });

  it('compares coordinates at 3 decimals', () => {
    const saved = draftFromStep(sampleStep({ annotations: [stored] }));
    const moved = (dx: number) => ({
      ...saved,
      annotations: saved.annotations.map((annotation) => ({ ...annotation, x: annotation.x + dx })),
    });
    expect(isDirty(saved, moved(0.0004))).toBe(false);
    expect(isDirty(saved, moved(0.001))).toBe(true);
  });
});

describe('the save payload', () => {
  it('has integer pixels of the context size, the numbers and marker texts as values', () => {
    let annotations = addAnnotation([], 'BOX', { x: 10.1234, y: 20.5, width: 30.3333, height: 10.01 });
    annotations = addAnnotation(annotations, 'NUMBER', { x: 50, y: 50, width: 3.5, height: 7 });
    annotations = addAnnotation(annotations, 'MARKER', { x: 0, y: 90, width: 20, height: 10 });
    annotations[2] = { ...annotations[2]!, value: 'Click here' };
    const draft = draftFromStep(sampleStep());
    const payload = savePayload(sampleStep(), { ...draft, annotations });
    expect(payload?.annotations).toEqual([
      { type: 'BOX', x: 101, y: 103, width: 304, height: 50 },
      { type: 'NUMBER', x: 500, y: 250, width: 35, height: 35, value: '1' },
      { type: 'MARKER', x: 0, y: 450, width: 200, height: 50, value: 'Click here' },
    ]);
    expect(payload).toMatchObject({ zoomLevel: 1, zoomAnchorX: 50, hideActionPointer: false });
  });

  it('cannot be made for a step without context width and height', () => {
    const draft = draftFromStep(sampleStep());
    expect(savePayload(sampleStep({ contextWidth: null }), draft)).toBeNull();
    expect(savePayload(sampleStep({ contextHeight: 0 }), draft)).toBeNull();
  });
});
