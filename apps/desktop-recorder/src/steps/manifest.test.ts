import { ZRecordingManifest } from '@support/shared';
import { describe, expect, it } from 'vitest';
import type { RecordingSnapshot } from '../store/journal';
import { buildManifest } from './manifest';

const viewport = { width: 1280, height: 720, devicePixelRatio: 1.5 };
const recording = (steps: RecordingSnapshot['steps']): RecordingSnapshot => ({
  meta: {
    id: 'r1',
    idempotencyKey: 'k'.repeat(20),
    startedAt: Date.parse('2026-01-01T10:00:00Z'),
    keepTypedText: false,
    recorderVersion: '1.0.0',
  },
  status: 'stopped',
  endedAt: Date.parse('2026-01-01T10:05:00Z'),
  steps,
});

describe('buildManifest', () => {
  it('writes a desktop manifest the shared schema accepts, values withheld', () => {
    const manifest = buildManifest(
      recording([
        {
          action: 'CLICK',
          image: 'step-1',
          timestamp: 5,
          pageTitle: 'Book1 - Excel',
          application: 'Excel',
          point: { x: 10, y: 20 },
          viewport,
        },
        {
          action: 'TYPE',
          image: 'step-2',
          timestamp: 9,
          pageTitle: 'Book1 - Excel',
          application: 'Excel',
          valueWithheld: true,
          viewport,
        },
        {
          action: 'DRAG',
          image: 'step-3',
          timestamp: 12,
          pageTitle: 'Book1 - Excel',
          application: 'Excel',
          point: { x: 1, y: 2 },
          endPoint: { x: 30, y: 40 },
          viewport,
        },
        {
          action: 'KEY',
          image: 'step-4',
          timestamp: 15,
          pageTitle: 'Book1 - Excel',
          application: 'Excel',
          key: 'Enter',
          viewport,
        },
      ]),
    );
    expect(ZRecordingManifest.safeParse(manifest).success).toBe(true);
    expect(manifest.recorder.kind).toBe('desktop');
    expect(manifest.steps.map((s) => [s.action, s.pageUrl, s.pageTitle])).toEqual([
      ['CLICK', '', 'Book1 - Excel'],
      ['TYPE', '', 'Book1 - Excel'],
      ['DRAG', '', 'Book1 - Excel'],
      ['KEY', '', 'Book1 - Excel'],
    ]);
    expect(manifest.steps[1]).toMatchObject({ valueWithheld: true });
    expect(manifest.steps[1]).not.toHaveProperty('value');
    expect(manifest.steps[2]).toMatchObject({ endPoint: { x: 30, y: 40 } });
  });

  it('names the application and writes shortcuts as the contract spells them', () => {
    const manifest = buildManifest(
      recording([
        {
          action: 'KEY',
          image: 'step-1',
          timestamp: 1,
          pageTitle: 'Book1 - Excel',
          application: 'Excel',
          key: 'Ctrl+S',
          viewport,
        },
        {
          action: 'KEY',
          image: 'step-2',
          timestamp: 2,
          pageTitle: 'Book1 - Excel',
          application: 'Excel',
          key: 'Alt+F4',
          viewport,
        },
      ]),
    );
    expect(manifest.steps.map((s) => [s.key, s.application])).toEqual([
      ['Ctrl+S', 'Excel'],
      ['Alt+F4', 'Excel'],
    ]);
  });

  it('keeps a value only when the step kept it', () => {
    const manifest = buildManifest(
      recording([
        {
          action: 'TYPE',
          image: 'step-1',
          timestamp: 1,
          pageTitle: 'T',
          application: 'A',
          value: 'Berlin',
          viewport,
        },
      ]),
    );
    expect(manifest.steps[0]).toMatchObject({ value: 'Berlin' });
    expect(manifest.steps[0]).not.toHaveProperty('valueWithheld');
  });

  it('refuses an empty recording (the schema needs a step)', () => {
    expect(() => buildManifest(recording([]))).toThrow();
  });

  it('sends a password step as a password field without a value, even if one slipped in', () => {
    const manifest = buildManifest(
      recording([
        {
          action: 'TYPE',
          image: 'step-1',
          timestamp: 5,
          pageTitle: 'Sign in',
          application: 'Thunderbird',
          value: 'S3cr3t!Pass',
          secret: true,
          viewport,
        },
      ]),
    );
    expect(manifest.steps[0]).toMatchObject({ valueWithheld: true, element: { inputType: 'password' } });
    expect(JSON.stringify(manifest)).not.toContain('S3cr3t');
  });
});
