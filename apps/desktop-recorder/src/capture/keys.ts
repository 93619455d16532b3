import { type Dead, KEYBOARD_LAYOUTS, type KeyboardLayout } from './keyboardLayouts';

/**
 * Global key events (uiohook keycodes) as the step builder reads them. uiohook reports keys, not
 * text, so characters come from the keyboard layout (keyboardLayouts.ts: detected, or chosen in the
 * recorder's settings), with its dead keys (German ^ and ´) composed onto the next letter.
 */

/** `altGr`: the right Alt is held (typing the layout's third characters: a German @ or €). */
export type Modifiers = { ctrl: boolean; alt: boolean; shift: boolean; meta: boolean; altGr?: boolean };

/** The layout, and whether keycodes are Windows' virtual keys rather than key positions. */
export type Keyboard = { layout: KeyboardLayout; windows: boolean };
export const US_KEYBOARD: Keyboard = { layout: KEYBOARD_LAYOUTS.us, windows: false };

export type KeyInput =
  | { kind: 'char'; char: string }
  | { kind: 'backspace' }
  | { kind: 'key'; key: 'Enter' | 'Escape' | 'Tab' }
  | { kind: 'shortcut'; key: string }
  | { kind: 'dead'; accent: string }
  | { kind: 'ignore' };
/** What the steps receive: a dead key has been composed with the key after it. */
export type StepKeyInput = Exclude<KeyInput, { kind: 'dead' }>;

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

/** What one key press means for the steps (a dead key says so; KeyTranslator composes it). */
export function classifyKey(keycode: number, modifiers: Modifiers, keyboard = US_KEYBOARD): KeyInput {
  const position = keyboard.windows ? windowsPosition(keycode, keyboard.layout) : keycode;
  const chars = keyboard.layout.keys[position];
  const altGrChar = modifiers.altGr ? chars?.[2] : undefined;
  if (altGrChar) return typed(altGrChar);
  const command = modifiers.ctrl || modifiers.alt || modifiers.meta;
  const named = letterAt(position, keyboard.layout) ?? DIGITS[keycode] ?? F_KEYS[keycode];
  if (named && (command || (modifiers.shift && F_KEYS[keycode]))) {
    return { kind: 'shortcut', key: formatShortcut(modifiers, named) };
  }
  if (command) return { kind: 'ignore' };
  if (ENTER.includes(keycode)) return { kind: 'key', key: 'Enter' };
  if (keycode === ESCAPE) return { kind: 'key', key: 'Escape' };
  if (keycode === TAB) return { kind: 'key', key: 'Tab' };
  if (keycode === BACKSPACE) return { kind: 'backspace' };
  if (chars) return typed(chars[modifiers.shift ? 1 : 0]);
  const letter = LETTERS[position];
  if (letter) return { kind: 'char', char: modifiers.shift ? letter : letter.toLowerCase() };
  const digit = DIGITS[position];
  if (digit)
    return { kind: 'char', char: modifiers.shift ? (SHIFTED_DIGITS[Number(digit)] ?? digit) : digit };
  const numpad = NUMPAD[keycode];
  if (numpad) return { kind: 'char', char: numpad };
  const punctuation = PUNCTUATION[position];
  if (punctuation) return { kind: 'char', char: punctuation[modifiers.shift ? 1 : 0] };
  return { kind: 'ignore' };
}

const typed = (chars: string | Dead): KeyInput =>
  typeof chars === 'string' ? { kind: 'char', char: chars } : { kind: 'dead', accent: chars.dead };

/** The letter printed on a position (a German keyboard's Z sits where a US one has Y). */
function letterAt(position: number, layout: KeyboardLayout): string | undefined {
  const plain = layout.keys[position]?.[0];
  if (typeof plain === 'string' && /^[a-z]$/.test(plain)) return plain.toUpperCase();
  return layout.keys[position] ? undefined : LETTERS[position];
}

/**
 * Windows reports a key by its virtual key: a letter by the letter printed on it, other keys by
 * their VK_OEM number, which the layout maps back to a position.
 */
function windowsPosition(keycode: number, layout: KeyboardLayout): number {
  const listed = layout.windows?.[keycode];
  if (listed !== undefined) return listed;
  const letter = LETTERS[keycode]?.toLowerCase();
  if (!letter) return keycode;
  for (const [position, chars] of Object.entries(layout.keys)) {
    if (chars[0] === letter) return Number(position);
  }
  return keycode;
}

/** Accents of dead keys as combining marks, composed with the next letter where Unicode has one. */
const COMBINING: Record<string, string> = {
  '^': '\u0302',
  '´': '\u0301',
  '`': '\u0300',
  '¨': '\u0308',
  '~': '\u0303',
};

/**
 * Key presses into step input, one recording at a time: remembers a dead key until the next key
 * (^ then e types ê; ^ then space types ^; ^ then x types ^x, as the keyboard itself does).
 */
export class KeyTranslator {
  private pendingAccent: string | null = null;

  constructor(private readonly keyboard: Keyboard = US_KEYBOARD) {}

  translate(keycode: number, modifiers: Modifiers): StepKeyInput {
    const input = classifyKey(keycode, modifiers, this.keyboard);
    const accent = this.pendingAccent;
    if (input.kind === 'dead') {
      this.pendingAccent = input.accent;
      return accent ? { kind: 'char', char: accent } : { kind: 'ignore' };
    }
    if (accent === null || input.kind === 'ignore') return input;
    this.pendingAccent = null;
    if (input.kind !== 'char') return input;
    if (input.char === ' ') return { kind: 'char', char: accent };
    const composed = `${input.char}${COMBINING[accent] ?? ''}`.normalize('NFC');
    return { kind: 'char', char: composed.length === 1 ? composed : `${accent}${input.char}` };
  }
}

/**
 * The global stop shortcut: Ctrl+Alt+Shift+S ("S" for stop). uiohook only observes keys (it cannot
 * swallow them), so the combination must be one that applications practically never bind: three
 * modifiers rule out Office's and browsers' shortcuts, it is not a Linux console switch
 * (Ctrl+Alt+F1…F12), and on a German Windows keyboard AltGr+Shift+S types nothing.
 */
export const STOP_SHORTCUT = 'Ctrl+Alt+Shift+S';
