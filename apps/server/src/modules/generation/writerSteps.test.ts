import { describe, expect, it } from 'vitest';
import type { StepRow } from './target';
import { writerStep } from './writerSteps';

const row = (over: Partial<StepRow>): StepRow =>
  ({
    action: 'TYPE',
    pageUrl: '',
    pageTitle: 'Sign in',
    elementLabel: '',
    elementRole: null,
    typedValue: null,
    details: { application: 'Thunderbird' },
    transcription: null,
    ...over,
  }) as StepRow;

describe('writerStep', () => {
  it('writes a desktop value that looks like a password as a password, never the value', () => {
    const step = writerStep(row({ typedValue: 'S3cr3t!Pass' }), 1);
    expect(step).toMatchObject({ valueWithheld: true, inputType: 'password' });
    expect(step.typedValue).toBeUndefined();
  });

  it('keeps ordinary desktop text, and leaves web steps to the field type the extension sent', () => {
    expect(writerStep(row({ typedValue: 'Erika Mustermann' }), 1).typedValue).toBe('Erika Mustermann');
    const web = writerStep(
      row({ typedValue: 'ORD-2024x', pageUrl: 'https://shop.example.com', details: {} }),
      1,
    );
    expect(web.typedValue).toBe('ORD-2024x');
  });
});
