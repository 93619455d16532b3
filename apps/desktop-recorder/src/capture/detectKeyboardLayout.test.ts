import { describe, expect, it } from 'vitest';
import {
  detectKeyboardLayout,
  layoutFromMac,
  layoutFromWindows,
  layoutFromXkb,
} from './detectKeyboardLayout';

describe('the keyboard layout the system types with', () => {
  it('is read from what each system prints', () => {
    expect(layoutFromXkb('rules:      evdev\nmodel:      pc105\nlayout:     de,us\n')).toBe('de');
    expect(layoutFromXkb('layout:     us\n')).toBe('us');
    expect(layoutFromXkb('layout:     ru\n')).toBeNull();
    expect(
      layoutFromWindows('\r\nHKEY_CURRENT_USER\\Keyboard Layout\\Preload\r\n    1    REG_SZ    0000040C\r\n'),
    ).toBe('fr');
    expect(layoutFromWindows('    1    REG_SZ    00000807\r\n')).toBeNull();
    expect(layoutFromMac('com.apple.keylayout.German\n')).toBe('de');
    expect(layoutFromMac('com.apple.keylayout.Italian-Pro\n')).toBe('it');
  });

  it('asks the right program per system, and is unknown when it fails', async () => {
    const calls: string[] = [];
    const run = async (command: string, args: string[]) => {
      calls.push([command, ...args].join(' '));
      if (command === 'setxkbmap') throw new Error('no display');
      return command === 'reg' ? '    1    REG_SZ    00000407' : 'com.apple.keylayout.British';
    };
    expect(await detectKeyboardLayout('win32', run)).toBe('de');
    expect(await detectKeyboardLayout('darwin', run)).toBe('gb');
    expect(await detectKeyboardLayout('linux', run)).toBeNull();
    expect(calls).toEqual([
      'reg query HKCU\\Keyboard Layout\\Preload /v 1',
      'defaults read com.apple.HIToolbox AppleCurrentKeyboardLayoutInputSourceID',
      'setxkbmap -query',
    ]);
  });
});
