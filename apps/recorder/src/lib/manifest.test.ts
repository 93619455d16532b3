import { ZRecordingManifest } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { buildManifest, type StoredStep } from './manifest';

const viewport = { width: 1280, height: 800, devicePixelRatio: 2 };
const meta = {
  startedAt: Date.UTC(2025, 0, 2, 9),
  endedAt: Date.UTC(2025, 0, 2, 9, 1),
  autoRedact: true,
  recorderVersion: '1.0.0',
};

function step(overrides: Partial<StoredStep>): StoredStep {
  return {
    action: 'CLICK',
    image: 'step-1',
    timestamp: 0,
    pageUrl: 'https://app.example.com/',
    pageTitle: 'App',
    viewport,
    ...overrides,
  };
}

describe('the upload manifest', () => {
  it('describes the recording in the shared upload format', () => {
    const manifest = buildManifest(meta, [
      step({
        element: {
          label: 'Save',
          role: 'button',
          tag: 'button',
          box: { x: 10, y: 20, width: 80, height: 32 },
        },
        point: { x: 50, y: 36 },
        redactedBoxes: 2,
      }),
      step({
        action: 'TYPE',
        image: 'step-2',
        timestamp: 1500,
        value: 'anna@example.com',
        element: { label: 'E-mail', tag: 'input', inputType: 'email' },
      }),
      step({ action: 'TYPE', image: 'step-3', timestamp: 2500, value: 'hunter2', valueWithheld: true }),
      step({ action: 'KEY', image: 'step-4', timestamp: 3000, key: 'Enter' }),
    ]);
    expect(ZRecordingManifest.safeParse(manifest).success).toBe(true);
    expect(manifest).toMatchObject({
      formatVersion: 1,
      recorder: { kind: 'chrome-extension', version: '1.0.0' },
      startedAt: '2025-01-02T09:00:00.000Z',
      endedAt: '2025-01-02T09:01:00.000Z',
      redaction: { automatic: true },
    });
    expect(manifest.steps.map((s) => s.image)).toEqual(['step-1', 'step-2', 'step-3', 'step-4']);
    expect(manifest.steps[0]).toMatchObject({ point: { x: 50, y: 36 }, redactedBoxes: 2, viewport });
    expect(manifest.steps[1]?.value).toBe('anna@example.com');
    // A withheld value never travels, even if one was kept by mistake.
    expect(manifest.steps[2]).toMatchObject({ valueWithheld: true });
    expect(manifest.steps[2]?.value).toBeUndefined();
    expect(manifest.steps[3]?.key).toBe('Enter');
  });

  it('keeps a step whose element has no size or whose texts are too long', () => {
    const manifest = buildManifest(meta, [
      step({
        pageTitle: 'T'.repeat(2000),
        pageUrl: `https://x.test/${'a'.repeat(5000)}`,
        element: { label: 'L'.repeat(900), box: { x: 0, y: 0, width: 0, height: 12 } },
      }),
    ]);
    const [first] = manifest.steps;
    expect(first?.pageTitle.length).toBe(1000);
    expect(first?.pageUrl.length).toBe(4000);
    expect(first?.element?.label.length).toBe(500);
    expect(first?.element?.box).toBeUndefined();
  });

  it('records that automatic redaction was switched off', () => {
    expect(buildManifest({ ...meta, autoRedact: false }, [step({})]).redaction).toEqual({ automatic: false });
  });

  it('refuses an empty recording', () => {
    expect(() => buildManifest(meta, [])).toThrow(/at least one step/);
  });

  it('refuses two steps with one image name', () => {
    expect(() => buildManifest(meta, [step({}), step({})])).toThrow(/more than one step/);
  });
});
