/**
 * What the keys of a keyboard type, per layout, for keeping typed text (when a recording keeps it).
 * uiohook reports keys, not text: on Linux and macOS its keycode names the key's position (the US
 * key printed there), on Windows the layout's virtual key (letters as printed, the OEM keys by
 * their VK_OEM number). A layout lists the characters of each position, and how Windows reports
 * the positions whose virtual key differs; everything it does not list types as on a US keyboard.
 */

/** A key that types nothing itself and puts its accent on the next letter (German ^ and ´). */
export type Dead = { dead: string };
/** Plain, with Shift, and with AltGr (right Alt; Ctrl+Alt on Windows). */
export type KeyChars = [plain: string | Dead, shift: string | Dead, altGr?: string | Dead];

export type KeyboardLayout = {
  id: LayoutId;
  /** Its name in the recorder's settings (a layout's own name reads the same in en and de). */
  name: string;
  /** Positions (uiohook keycodes of a US keyboard) whose characters differ from a US keyboard. */
  keys: Record<number, KeyChars>;
  /**
   * Windows: the keycode uiohook reports for a position, where it is not the position itself
   * (the virtual key of a German Ü is VK_OEM_1, which uiohook names like the US semicolon). Letters
   * that moved (German Y and Z) are found from `keys` and need no entry.
   */
  windows?: Record<number, number>;
};

export const LAYOUT_IDS = ['us', 'gb', 'de', 'fr', 'it'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

const dead = (accent: string): Dead => ({ dead: accent });

// uiohook keycodes of the positions used below (US names).
const K = {
  backquote: 41,
  digits: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  minus: 12,
  equals: 13,
  q: 16,
  w: 17,
  e: 18,
  y: 21,
  openBracket: 26,
  closeBracket: 27,
  a: 30,
  semicolon: 39,
  quote: 40,
  backslash: 43,
  z: 44,
  m: 50,
  comma: 51,
  period: 52,
  slash: 53,
  /** The key between left Shift and Z on ISO keyboards (reported by Windows and macOS). */
  iso: 3654,
  /** VK_OEM_8 on Windows (uiohook's VC_YEN). */
  oem8: 125,
} as const;

/** The digit row with Shift (and AltGr), for layouts that only change what Shift types there. */
function digitRow(shifted: string, altGr: Record<string, string> = {}): Record<number, KeyChars> {
  return Object.fromEntries(
    K.digits.map((code, index) => {
      const digit = String((index + 1) % 10);
      const chars: KeyChars = [digit, shifted[index] ?? digit];
      const third = altGr[digit];
      if (third) chars.push(third);
      return [code, chars];
    }),
  );
}

/**
 * How Windows names the keys around the letters on German and Italian keyboards (kbdgr, kbdit):
 * the same virtual keys sit at the same positions, only what they type differs.
 */
const QWERTZ_STYLE_OEM_KEYS: Record<number, number> = {
  [K.backslash]: K.backquote, // VK_OEM_5: German ^, Italian \
  [K.openBracket]: K.minus, // VK_OEM_4: ß, '
  [K.closeBracket]: K.equals, // VK_OEM_6: ´, ì
  [K.semicolon]: K.openBracket, // VK_OEM_1: ü, è
  [K.equals]: K.closeBracket, // VK_OEM_PLUS: +
  [K.backquote]: K.semicolon, // VK_OEM_3: ö, ò
  [K.slash]: K.backslash, // VK_OEM_2: #, ù
  [K.minus]: K.slash, // VK_OEM_MINUS: -
};

const US: KeyboardLayout = { id: 'us', name: 'English (US)', keys: {} };

const GB: KeyboardLayout = {
  id: 'gb',
  name: 'English (UK)',
  keys: {
    ...digitRow('!"£$%^&*()'),
    [K.backquote]: ['`', '¬'],
    [K.quote]: ["'", '@'],
    [K.backslash]: ['#', '~'],
    [K.iso]: ['\\', '|'],
  },
  windows: { [K.oem8]: K.backquote, [K.backquote]: K.quote, [K.quote]: K.backslash, [K.backslash]: K.iso },
};

const DE: KeyboardLayout = {
  id: 'de',
  name: 'Deutsch',
  keys: {
    ...digitRow('!"§$%&/()=', { 2: '²', 3: '³', 7: '{', 8: '[', 9: ']', 0: '}' }),
    [K.backquote]: [dead('^'), '°'],
    [K.minus]: ['ß', '?', '\\'],
    [K.equals]: [dead('´'), dead('`')],
    [K.q]: ['q', 'Q', '@'],
    [K.e]: ['e', 'E', '€'],
    [K.y]: ['z', 'Z'],
    [K.openBracket]: ['ü', 'Ü'],
    [K.closeBracket]: ['+', '*', '~'],
    [K.semicolon]: ['ö', 'Ö'],
    [K.quote]: ['ä', 'Ä'],
    [K.backslash]: ['#', "'"],
    [K.z]: ['y', 'Y'],
    [K.m]: ['m', 'M', 'µ'],
    [K.comma]: [',', ';'],
    [K.period]: ['.', ':'],
    [K.slash]: ['-', '_'],
    [K.iso]: ['<', '>', '|'],
  },
  windows: QWERTZ_STYLE_OEM_KEYS,
};

const FR: KeyboardLayout = {
  id: 'fr',
  name: 'Français',
  keys: {
    ...Object.fromEntries(
      K.digits.map((code, index) => {
        const plain = '&é"\'(-è_çà'[index] as string;
        const altGr = ['', dead('~'), '#', '{', '[', '|', dead('`'), '\\', '^', '@'][index];
        const chars: KeyChars = [plain, String((index + 1) % 10)];
        if (altGr) chars.push(altGr);
        return [code, chars];
      }),
    ),
    [K.backquote]: ['²', '²'],
    [K.minus]: [')', '°', ']'],
    [K.equals]: ['=', '+', '}'],
    [K.q]: ['a', 'A'],
    [K.w]: ['z', 'Z'],
    [K.e]: ['e', 'E', '€'],
    [K.openBracket]: [dead('^'), dead('¨')],
    [K.closeBracket]: ['$', '£', '¤'],
    [K.a]: ['q', 'Q'],
    [K.semicolon]: ['m', 'M'],
    [K.quote]: ['ù', '%'],
    [K.backslash]: ['*', 'µ'],
    [K.z]: ['w', 'W'],
    [K.m]: [',', '?'],
    [K.comma]: [';', '.'],
    [K.period]: [':', '/'],
    [K.slash]: ['!', '§'],
    [K.iso]: ['<', '>'],
  },
  windows: {
    [K.quote]: K.backquote, // VK_OEM_7: ²
    [K.openBracket]: K.minus, // VK_OEM_4: )
    [K.closeBracket]: K.openBracket, // VK_OEM_6: ^
    [K.semicolon]: K.closeBracket, // VK_OEM_1: $
    [K.backquote]: K.quote, // VK_OEM_3: ù
    [K.comma]: K.m, // VK_OEM_COMMA: ,
    [K.period]: K.comma, // VK_OEM_PERIOD: ;
    [K.slash]: K.period, // VK_OEM_2: :
    [K.oem8]: K.slash, // VK_OEM_8: !
  },
};

const IT: KeyboardLayout = {
  id: 'it',
  name: 'Italiano',
  keys: {
    ...digitRow('!"£$%&/()='),
    [K.backquote]: ['\\', '|'],
    [K.minus]: ["'", '?'],
    [K.equals]: ['ì', '^'],
    [K.e]: ['e', 'E', '€'],
    [K.openBracket]: ['è', 'é', '['],
    [K.closeBracket]: ['+', '*', ']'],
    [K.semicolon]: ['ò', 'ç', '@'],
    [K.quote]: ['à', '°', '#'],
    [K.backslash]: ['ù', '§'],
    [K.comma]: [',', ';'],
    [K.period]: ['.', ':'],
    [K.slash]: ['-', '_'],
    [K.iso]: ['<', '>'],
  },
  windows: QWERTZ_STYLE_OEM_KEYS,
};

export const KEYBOARD_LAYOUTS: Record<LayoutId, KeyboardLayout> = { us: US, gb: GB, de: DE, fr: FR, it: IT };

export const isLayoutId = (value: unknown): value is LayoutId =>
  typeof value === 'string' && (LAYOUT_IDS as readonly string[]).includes(value);
