import { describe, expect, it } from 'vitest';
import { classifyKey, STOP_SHORTCUT } from './keys';

const none = { ctrl: false, alt: false, shift: false, meta: false };

describe('classifyKey', () => {
  it('reads letters, digits and punctuation as characters', () => {
    expect(classifyKey(35, none)).toEqual({ kind: 'char', char: 'h' });
    expect(classifyKey(35, { ...none, shift: true })).toEqual({ kind: 'char', char: 'H' });
    expect(classifyKey(3, { ...none, shift: true })).toEqual({ kind: 'char', char: '@' });
    expect(classifyKey(57, none)).toEqual({ kind: 'char', char: ' ' });
  });

  it('names Enter, Escape and Tab and writes shortcuts per the contract', () => {
    expect(classifyKey(28, none)).toEqual({ kind: 'key', key: 'Enter' });
    expect(classifyKey(1, none)).toEqual({ kind: 'key', key: 'Escape' });
    expect(classifyKey(15, none)).toEqual({ kind: 'key', key: 'Tab' });
    expect(classifyKey(31, { ...none, ctrl: true })).toEqual({ kind: 'shortcut', key: 'Ctrl+S' });
    expect(classifyKey(25, { ctrl: true, alt: false, shift: true, meta: false })).toEqual({
      kind: 'shortcut',
      key: 'Ctrl+Shift+P',
    });
    expect(classifyKey(62, { ...none, alt: true })).toEqual({ kind: 'shortcut', key: 'Alt+F4' });
    expect(classifyKey(46, { ...none, meta: true })).toEqual({ kind: 'shortcut', key: 'Meta+C' });
    expect(classifyKey(31, { ctrl: true, alt: true, shift: true, meta: false })).toEqual({
      kind: 'shortcut',
      key: STOP_SHORTCUT,
    });
  });

  it('ignores bare modifiers and unnamed keys with a command modifier', () => {
    expect(classifyKey(29, { ...none, ctrl: true })).toEqual({ kind: 'ignore' });
    expect(classifyKey(57419, none)).toEqual({ kind: 'ignore' });
  });
});
