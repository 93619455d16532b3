import { describe, expect, it } from 'vitest';
import { KEYBOARD_LAYOUTS } from './keyboardLayouts';
import { classifyKey, type Keyboard, KeyTranslator, type Modifiers, STOP_SHORTCUT } from './keys';

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

describe('typing on other keyboard layouts', () => {
  /** Types a list of [keycode, modifiers] presses and returns the text the steps would keep. */
  const typeOn = (keyboard: Keyboard, presses: [number, Partial<Modifiers>?][]) => {
    const translator = new KeyTranslator(keyboard);
    return presses
      .map(([code, modifiers]) => translator.translate(code, { ...none, ...modifiers }))
      .map((input) =>
        input.kind === 'char' ? input.char : input.kind === 'shortcut' ? `[${input.key}]` : '',
      )
      .join('');
  };
  const linuxDe: Keyboard = { layout: KEYBOARD_LAYOUTS.de, windows: false };
  const windowsDe: Keyboard = { layout: KEYBOARD_LAYOUTS.de, windows: true };
  const shift = { shift: true };
  const altGr = { ctrl: true, alt: true, altGr: true };

  it('reads a German keyboard by key position on Linux and macOS: Z and Y swapped, umlauts, AltGr', () => {
    // Z Ü R I C H ß ö ä ü, then @ as AltGr+Q, then - as the US slash position
    expect(
      typeOn(linuxDe, [[21, shift], [26], [19], [23], [46], [35], [12], [39], [40], [26], [16, altGr], [53]]),
    ).toBe('Zürichßöäü@-');
    expect(typeOn(linuxDe, [[3, shift], [4, shift], [8, shift], [44]])).toBe('"§/y');
    // Ctrl with the key printed Z (where a US keyboard has Y) is Ctrl+Z.
    expect(typeOn(linuxDe, [[21, { ctrl: true }]])).toBe('[Ctrl+Z]');
  });

  it('reads a German keyboard on Windows by its virtual keys', () => {
    // Windows names the key printed Z by its letter (44) and Ü by VK_OEM_1 (uiohook's 39).
    expect(typeOn(windowsDe, [[44, shift], [39], [19], [23], [46], [35], [26], [41], [40], [39]])).toBe(
      'Zürichßöäü',
    );
    expect(typeOn(windowsDe, [[16, altGr], [12], [53], [13, shift]])).toBe('@-#*');
    expect(typeOn(windowsDe, [[44, { ctrl: true }]])).toBe('[Ctrl+Z]');
  });

  it('composes dead keys with the next letter, as the keyboard does', () => {
    // ^ e → ê, ´ e → é, ` a → à (Shift+´), ^ space → ^, ^ x → ^x
    expect(typeOn(linuxDe, [[41], [18]])).toBe('ê');
    expect(typeOn(linuxDe, [[13], [18], [13, shift], [30, shift]])).toBe('éÀ');
    expect(typeOn(linuxDe, [[41], [57], [41], [45]])).toBe('^^x');
    expect(typeOn(windowsDe, [[43], [22]])).toBe('û');
  });

  it('reads French AZERTY (letters moved, digits with Shift) and UK and Italian symbols', () => {
    const fr = { layout: KEYBOARD_LAYOUTS.fr, windows: false };
    expect(typeOn(fr, [[16], [17], [39], [2], [2, shift], [11, altGr], [26], [18]])).toBe('azm&1@ê');
    const frWindows = { layout: KEYBOARD_LAYOUTS.fr, windows: true };
    expect(typeOn(frWindows, [[30], [44], [50], [51], [125]])).toBe('azm,!');
    expect(
      typeOn({ layout: KEYBOARD_LAYOUTS.gb, windows: false }, [
        [3, shift],
        [4, shift],
        [40, shift],
      ]),
    ).toBe('"£@');
    expect(typeOn({ layout: KEYBOARD_LAYOUTS.gb, windows: true }, [[41, shift], [40]])).toBe('@#');
    const it = { layout: KEYBOARD_LAYOUTS.it, windows: false };
    expect(typeOn(it, [[26], [39], [40], [39, altGr], [13, shift]])).toBe('èòà@^');
  });
});
