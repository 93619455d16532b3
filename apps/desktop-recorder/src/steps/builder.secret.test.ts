import { describe, expect, it } from 'vitest';
import type { MonitorGeometry } from '../capture/coordinates';
import { StepBuilder } from './builder';
import type { FieldRole } from './typedValue';
import type { DesktopStep } from './types';

/** Issue 44 items 1 and 3: passwords are never kept, and no typed text is emitted before the burst ends. */

const monitor: MonitorGeometry = { id: 1, x: 0, y: 0, width: 800, height: 600, scaleFactor: 1 };
const login = { title: 'Sign in', application: 'Thunderbird' };

function record(text: string, options: { keepTypedText: boolean; role?: FieldRole }) {
  const builder = new StepBuilder({
    startedAt: 0,
    keepTypedText: options.keepTypedText,
    terms: null,
    hideTypedEmails: true,
  });
  const emitted: DesktopStep[] = [];
  const steps = new Map<string, DesktopStep>();
  const apply = (effects: ReturnType<StepBuilder['finish']>) => {
    for (const step of effects.upsert) {
      emitted.push(step);
      steps.set(step.image, step);
    }
    for (const image of effects.remove) steps.delete(image);
  };
  let n = 0;
  for (const char of text) {
    const input = { kind: 'char', char } as const;
    const shot = builder.wouldStartStep(input, login)
      ? { image: `step-${++n}`, monitor, size: { width: 800, height: 600 } }
      : null;
    apply(builder.key(10, input, login, shot, options.role));
  }
  const beforeEnd = [...emitted];
  apply(builder.finish());
  return { steps: [...steps.values()], emitted, beforeEnd };
}

describe('StepBuilder and passwords', () => {
  it('withholds what is typed into a password field and marks the step, whatever the setting', () => {
    for (const keepTypedText of [true, false]) {
      const { steps, emitted } = record('sommer', { keepTypedText, role: 'password' });
      expect(steps).toEqual([expect.objectContaining({ action: 'TYPE', valueWithheld: true, secret: true })]);
      expect(JSON.stringify(emitted)).not.toContain('somm');
    }
  });

  it('withholds a value that looks like a password when the system cannot say, with "Keep typed text" on', () => {
    for (const role of ['unknown', 'text'] as const) {
      const { steps } = record('S3cr3t!Pass', { keepTypedText: true, role });
      expect(steps[0]).toMatchObject({ valueWithheld: true, secret: true });
      expect(steps[0]).not.toHaveProperty('value');
    }
  });

  it('keeps ordinary text when the person chose to keep it', () => {
    const { steps } = record('Erika Mustermann', { keepTypedText: true, role: 'text' });
    expect(steps[0]).toMatchObject({ value: 'Erika Mustermann' });
    expect(steps[0]).not.toHaveProperty('secret');
  });

  it('emits the step at once without text, and no prefix of the text before the burst ends', () => {
    const { beforeEnd, emitted } = record('erika@example.com', { keepTypedText: true });
    expect(beforeEnd).toHaveLength(1);
    expect(beforeEnd[0]).toMatchObject({ action: 'TYPE', valueWithheld: true });
    expect(beforeEnd[0]).not.toHaveProperty('value');
    // The e-mail address is withheld in the end too: nothing of it was ever emitted.
    expect(JSON.stringify(emitted)).not.toContain('erika');
    const kept = record('Projekt Falk', { keepTypedText: true });
    expect(kept.beforeEnd.map((step) => step.value)).toEqual([undefined]);
    expect(kept.emitted.map((step) => step.value)).toEqual([undefined, 'Projekt Falk']);
  });
});
