import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LayoutId } from './keyboardLayouts';

/** Runs a program and returns what it printed (the system's own tools name the layout). */
export type RunCommand = (command: string, args: string[]) => Promise<string>;

const runCommand: RunCommand = async (command, args) =>
  (await promisify(execFile)(command, args, { timeout: 3000, windowsHide: true })).stdout;

/**
 * The keyboard layout the system types with, or null when it cannot be told or is not one the
 * recorder knows (the person then picks one in the settings; a US keyboard is assumed until then).
 * Windows: the first layout of the user's list (HKCU\Keyboard Layout\Preload). macOS: the selected
 * input source. Linux: the X server's first layout (setxkbmap).
 */
export async function detectKeyboardLayout(
  platform: NodeJS.Platform = process.platform,
  run: RunCommand = runCommand,
): Promise<LayoutId | null> {
  try {
    if (platform === 'win32')
      return layoutFromWindows(await run('reg', ['query', 'HKCU\\Keyboard Layout\\Preload', '/v', '1']));
    if (platform === 'darwin')
      return layoutFromMac(
        await run('defaults', ['read', 'com.apple.HIToolbox', 'AppleCurrentKeyboardLayoutInputSourceID']),
      );
    return layoutFromXkb(await run('setxkbmap', ['-query']));
  } catch {
    return null;
  }
}

/** Windows keyboard layout identifiers (KLID) of the layouts the recorder knows. */
const WINDOWS_LAYOUTS: Record<string, LayoutId> = {
  '00000409': 'us',
  '00000809': 'gb',
  '00000407': 'de',
  '0000040c': 'fr',
  '00000410': 'it',
};

/** `reg query` prints `    1    REG_SZ    00000407`. */
export function layoutFromWindows(output: string): LayoutId | null {
  const klid = /REG_SZ\s+([0-9a-f]{8})/i.exec(output)?.[1]?.toLowerCase();
  return (klid && WINDOWS_LAYOUTS[klid]) || null;
}

const MAC_LAYOUTS: Record<string, LayoutId> = {
  US: 'us',
  ABC: 'us',
  British: 'gb',
  German: 'de',
  French: 'fr',
  Italian: 'it',
  'Italian-Pro': 'it',
};

/** `defaults read` prints `com.apple.keylayout.German`. */
export function layoutFromMac(output: string): LayoutId | null {
  const name = /com\.apple\.keylayout\.([A-Za-z-]+)/.exec(output)?.[1];
  return (name && MAC_LAYOUTS[name]) || null;
}

const XKB_LAYOUTS: Record<string, LayoutId> = { us: 'us', gb: 'gb', de: 'de', fr: 'fr', it: 'it' };

/** `setxkbmap -query` prints `layout:     de,us`: the first is the one typed with. */
export function layoutFromXkb(output: string): LayoutId | null {
  const first = /^layout:\s*([a-z]+)/m.exec(output)?.[1];
  return (first && XKB_LAYOUTS[first]) || null;
}
