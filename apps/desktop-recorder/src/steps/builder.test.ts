import { compileTerms } from '@support/shared';
import { describe, expect, it } from 'vitest';
import type { MonitorGeometry } from '../capture/coordinates';
import { KeyTranslator, type Modifiers } from '../capture/keys';

/** Step input as the session makes it (US keyboard). */
const classifyKey = (code: number, modifiers: Modifiers) => new KeyTranslator().translate(code, modifiers);

import { type BuilderOptions, StepBuilder } from './builder';
import type { DesktopStep, Shot } from './types';

const monitor: MonitorGeometry = { id: 1, x: 0, y: 0, width: 1920, height: 1080, scaleFactor: 1 };
const editor = { title: 'Invoice 4711 - Editor', application: 'Editor' };
const browser = { title: 'Inbox', application: 'Browser' };
const none = { ctrl: false, alt: false, shift: false, meta: false };
let shots = 0;
const shot = (): Shot => ({ image: `step-${++shots}`, monitor, size: { width: 1920, height: 1080 } });

/** Applies effects the way the journal does: upserts by image, removals. */
function harness(options: Partial<BuilderOptions> = {}) {
  const builder = new StepBuilder({
    startedAt: 1000,
    keepTypedText: false,
    terms: null,
    hideTypedEmails: true,
    ...options,
  });
  const steps = new Map<string, DesktopStep>();
  const discarded: string[] = [];
  const apply = (effects: ReturnType<StepBuilder['finish']>) => {
    for (const step of effects.upsert) steps.set(step.image, step);
    for (const image of effects.remove) steps.delete(image);
    discarded.push(...effects.discard);
  };
  const type = (text: string, window = editor) => {
    for (const char of text) {
      const code = { a: 30, b: 48, c: 46, e: 18, h: 35, i: 23, l: 38, o: 24, x: 45, 4: 5, 1: 2, ' ': 57 }[
        char
      ];
      if (code === undefined) throw new Error(`no keycode for ${char}`);
      const input = classifyKey(code, none);
      apply(builder.key(2000, input, window, builder.wouldStartStep(input, window) ? shot() : null));
    }
  };
  return { builder, steps, discarded, apply, type, list: () => [...steps.values()] };
}

describe('StepBuilder', () => {
  it('makes a click with its point, and a right click', () => {
    const h = harness();
    h.apply(
      h.builder.pointerDown({
        time: 1500,
        point: { x: 200, y: 150 },
        button: 1,
        clicks: 1,
        window: editor,
        shot: shot(),
      }),
    );
    h.apply(h.builder.pointerUp({ time: 1550, point: { x: 201, y: 151 } }));
    h.apply(
      h.builder.pointerDown({
        time: 1800,
        point: { x: 50, y: 60 },
        button: 2,
        clicks: 1,
        window: editor,
        shot: shot(),
      }),
    );
    expect(h.list().map((s) => [s.action, s.point, s.timestamp, s.pageTitle, s.application])).toEqual([
      ['CLICK', { x: 200, y: 150 }, 500, editor.title, 'Editor'],
      ['RIGHT_CLICK', { x: 50, y: 60 }, 800, editor.title, 'Editor'],
    ]);
    expect(h.list()[0]?.viewport).toEqual({ width: 1920, height: 1080, devicePixelRatio: 1 });
  });

  it('turns a press, move and release into a DRAG with start and end', () => {
    const h = harness();
    h.apply(
      h.builder.pointerDown({
        time: 1500,
        point: { x: 300, y: 300 },
        button: 1,
        clicks: 1,
        window: editor,
        shot: shot(),
      }),
    );
    h.apply(h.builder.pointerUp({ time: 1700, point: { x: 400, y: 420 } }));
    expect(h.list()).toHaveLength(1);
    expect(h.list()[0]).toMatchObject({
      action: 'DRAG',
      point: { x: 300, y: 300 },
      endPoint: { x: 400, y: 420 },
    });
  });

  it('turns the second press of a double click into DOUBLE_CLICK and keeps the first screenshot', () => {
    const h = harness();
    const first = shot();
    h.apply(
      h.builder.pointerDown({
        time: 1500,
        point: { x: 10, y: 10 },
        button: 1,
        clicks: 1,
        window: editor,
        shot: first,
      }),
    );
    h.apply(h.builder.pointerUp({ time: 1520, point: { x: 10, y: 10 } }));
    const second = shot();
    h.apply(
      h.builder.pointerDown({
        time: 1600,
        point: { x: 10, y: 10 },
        button: 1,
        clicks: 2,
        window: editor,
        shot: second,
      }),
    );
    expect(h.list()).toEqual([expect.objectContaining({ action: 'DOUBLE_CLICK', image: first.image })]);
    expect(h.discarded).toEqual([second.image]);
  });

  it('groups typing into one withheld TYPE step per field until a click', () => {
    const h = harness();
    h.type('hello');
    h.apply(
      h.builder.pointerDown({
        time: 3000,
        point: { x: 5, y: 5 },
        button: 1,
        clicks: 1,
        window: editor,
        shot: shot(),
      }),
    );
    h.type('abc');
    h.apply(h.builder.finish());
    const steps = h.list();
    expect(steps.map((s) => s.action)).toEqual(['TYPE', 'CLICK', 'TYPE']);
    expect(steps[0]).toMatchObject({ valueWithheld: true });
    expect(steps[0]).not.toHaveProperty('value');
  });

  it('starts a new TYPE step when the window changes', () => {
    const h = harness({ keepTypedText: true });
    h.type('hello');
    h.apply(h.builder.windowChanged(browser));
    h.type('hi', browser);
    h.apply(h.builder.finish());
    expect(h.list().map((s) => [s.action, s.value, s.application])).toEqual([
      ['TYPE', 'hello', 'Editor'],
      ['TYPE', 'hi', 'Browser'],
    ]);
  });

  it('makes Enter, Tab and shortcuts KEY steps that end the burst', () => {
    const h = harness({ keepTypedText: true });
    h.type('hi');
    for (const input of [
      classifyKey(15, none),
      classifyKey(31, { ...none, ctrl: true }),
      classifyKey(28, none),
    ]) {
      h.apply(h.builder.key(2500, input, editor, shot()));
    }
    expect(h.list().map((s) => s.key ?? s.value)).toEqual(['hi', 'Tab', 'Ctrl+S', 'Enter']);
  });

  it('applies Backspace and drops a burst erased completely', () => {
    const h = harness({ keepTypedText: true });
    h.type('hex');
    h.apply(h.builder.key(2100, classifyKey(14, none), editor, null));
    h.apply(h.builder.key(2100, classifyKey(14, none), editor, null));
    h.type('i');
    h.apply(h.builder.finish());
    expect(h.list().map((s) => s.value)).toEqual(['hi']);
    const erased = harness({ keepTypedText: true });
    erased.type('hi');
    erased.apply(erased.builder.key(2100, classifyKey(14, none), editor, null));
    erased.apply(erased.builder.key(2100, classifyKey(14, none), editor, null));
    erased.apply(erased.builder.finish());
    expect(erased.list()).toEqual([]);
  });

  it('withholds a kept value when the redaction rules find a term or a card number', () => {
    const h = harness({ keepTypedText: true, terms: compileTerms(['hello']) });
    h.type('oh hello');
    h.apply(h.builder.windowChanged(browser));
    h.type('4111 1111 1111 1111', browser);
    h.apply(h.builder.finish());
    expect(h.list()[0]).toMatchObject({ valueWithheld: true });
    expect(h.list()[0]).not.toHaveProperty('value');
    expect(h.list()[1]).toMatchObject({ valueWithheld: true });
    const kept = harness({ keepTypedText: true, terms: compileTerms(['secret']) });
    kept.type('hello');
    kept.apply(kept.builder.finish());
    expect(kept.list()[0]).toMatchObject({ value: 'hello' });
  });

  it('names a window without a title by its application (xterm)', () => {
    const h = harness();
    h.apply(
      h.builder.pointerDown({
        time: 1500,
        point: { x: 1, y: 1 },
        button: 1,
        clicks: 1,
        window: { title: '', application: 'XTerm' },
        shot: shot(),
      }),
    );
    expect(h.list()[0]).toMatchObject({ pageTitle: 'XTerm', application: 'XTerm' });
  });
});
