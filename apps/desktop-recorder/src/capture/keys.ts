/**
 * Global key events (uiohook keycodes, which are layout-independent scan codes) as the step
 * builder reads them. Characters are derived for the US layout: uiohook reports keys, not text,
 * so a kept value on another layout (German Y/Z, umlauts) may differ from what the field shows —
 * one reason typed values are withheld by default.
 */

export type Modifiers = { ctrl: boolean; alt: boolean; shift: boolean; meta: boolean };

export type KeyInput =
  | { kind: 'char'; char: string }
  | { kind: 'backspace' }
  | { kind: 'key'; key: 'Enter' | 'Escape' | 'Tab' }
  | { kind: 'shortcut'; key: string }
  | { kind: 'ignore' };

// Scan codes of uiohook-napi's UiohookKey (kept here as numbers so this module stays pure).
const LETTERS: Record<number, string> = {
  30: 'A',
  48: 'B',
  46: 'C',
  32: 'D',
  18: 'E',
  33: 'F',
  34: 'G',
  35: 'H',
  23: 'I',
  36: 'J',
  37: 'K',
  38: 'L',
  50: 'M',
  49: 'N',
  24: 'O',
  25: 'P',
  16: 'Q',
  19: 'R',
  31: 'S',
  20: 'T',
  22: 'U',
  47: 'V',
  17: 'W',
  45: 'X',
  21: 'Y',
  44: 'Z',
};
const DIGITS: Record<number, string> = {
  11: '0',
  2: '1',
  3: '2',
  4: '3',
  5: '4',
  6: '5',
  7: '6',
  8: '7',
  9: '8',
  10: '9',
};
const SHIFTED_DIGITS = ')!@#$%^&*(';
const NUMPAD: Record<number, string> = {
  82: '0',
  79: '1',
  80: '2',
  81: '3',
  75: '4',
  76: '5',
  77: '6',
  71: '7',
  72: '8',
  73: '9',
  55: '*',
  78: '+',
  74: '-',
  83: '.',
  3637: '/',
};
const PUNCTUATION: Record<number, [string, string]> = {
  57: [' ', ' '],
  39: [';', ':'],
  13: ['=', '+'],
  51: [',', '<'],
  12: ['-', '_'],
  52: ['.', '>'],
  53: ['/', '?'],
  41: ['`', '~'],
  26: ['[', '{'],
  43: ['\\', '|'],
  27: [']', '}'],
  40: ["'", '"'],
};
const F_KEYS: Record<number, string> = {
  59: 'F1',
  60: 'F2',
  61: 'F3',
  62: 'F4',
  63: 'F5',
  64: 'F6',
  65: 'F7',
  66: 'F8',
  67: 'F9',
  68: 'F10',
  87: 'F11',
  88: 'F12',
  91: 'F13',
  92: 'F14',
  93: 'F15',
  99: 'F16',
  100: 'F17',
  101: 'F18',
  102: 'F19',
  103: 'F20',
  104: 'F21',
  105: 'F22',
  106: 'F23',
  107: 'F24',
};
const ENTER = [28, 3612];
const ESCAPE = 1;
const TAB = 15;
const BACKSPACE = 14;

/** Contract item 4: modifiers first in the order Ctrl, Alt, Shift, Meta, then one key. */
export function formatShortcut(modifiers: Modifiers, key: string): string {
  const parts: string[] = [];
  if (modifiers.ctrl) parts.push('Ctrl');
  if (modifiers.alt) parts.push('Alt');
  if (modifiers.shift) parts.push('Shift');
  if (modifiers.meta) parts.push('Meta');
  return [...parts, key].join('+');
}

/** What one key press means for the steps. */
export function classifyKey(keycode: number, modifiers: Modifiers): KeyInput {
  const command = modifiers.ctrl || modifiers.alt || modifiers.meta;
  const named = LETTERS[keycode] ?? DIGITS[keycode] ?? F_KEYS[keycode];
  if (named && (command || (modifiers.shift && F_KEYS[keycode]))) {
    return { kind: 'shortcut', key: formatShortcut(modifiers, named) };
  }
  if (command) return { kind: 'ignore' };
  if (ENTER.includes(keycode)) return { kind: 'key', key: 'Enter' };
  if (keycode === ESCAPE) return { kind: 'key', key: 'Escape' };
  if (keycode === TAB) return { kind: 'key', key: 'Tab' };
  if (keycode === BACKSPACE) return { kind: 'backspace' };
  const letter = LETTERS[keycode];
  if (letter) return { kind: 'char', char: modifiers.shift ? letter : letter.toLowerCase() };
  const digit = DIGITS[keycode];
  if (digit)
    return { kind: 'char', char: modifiers.shift ? (SHIFTED_DIGITS[Number(digit)] ?? digit) : digit };
  const numpad = NUMPAD[keycode];
  if (numpad) return { kind: 'char', char: numpad };
  const punctuation = PUNCTUATION[keycode];
  if (punctuation) return { kind: 'char', char: punctuation[modifiers.shift ? 1 : 0] };
  return { kind: 'ignore' };
}

/**
 * The global stop shortcut: Ctrl+Alt+Shift+S ("S" for stop). uiohook only observes keys (it cannot
 * swallow them), so the combination must be one that applications practically never bind: three
 * modifiers rule out Office's and browsers' shortcuts, it is not a Linux console switch
 * (Ctrl+Alt+F1…F12), and on a German Windows keyboard AltGr+Shift+S types nothing.
 */
export const STOP_SHORTCUT = 'Ctrl+Alt+Shift+S';
