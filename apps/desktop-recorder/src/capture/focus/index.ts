import type { FieldRole } from '../../steps/typedValue';
import { readLinuxRole } from './linux';
import { readMacRole } from './mac';
import { type RunCommand, runCommand, within } from './run';
import { WindowsFocus } from './windows';

/**
 * What the system says of the element that has the keyboard focus, asked when a typing burst
 * starts: 'password' for a password field, 'text' for anything else it could name, 'unknown'
 * when it cannot say. Never throws and answers within `timeoutMs` (300 ms: the key's step waits
 * for it), 'unknown' past that; the builder then judges the text by its look (steps/typedValue.ts).
 */
export type FocusedRoleReader = {
  /** Called when a recording starts: a slow helper starts before the first key. */
  warmUp(): void;
  read(): Promise<FieldRole>;
  close(): void;
};

export const FOCUS_TIMEOUT_MS = 300;

export function focusedRoleReader(
  platform: NodeJS.Platform = process.platform,
  run: RunCommand = runCommand,
  timeoutMs = FOCUS_TIMEOUT_MS,
): FocusedRoleReader {
  if (platform === 'win32') {
    const windows = new WindowsFocus();
    return {
      warmUp: () => windows.warmUp(),
      read: () => within(windows.read(), timeoutMs, 'unknown'),
      close: () => windows.close(),
    };
  }
  const bus: { address?: string } = {};
  const ask =
    platform === 'darwin'
      ? readMacRole
      : platform === 'linux'
        ? (command: RunCommand, ms: number) => readLinuxRole(command, ms, bus)
        : null;
  return {
    warmUp: () => undefined,
    read: () => (ask ? within(ask(run, timeoutMs), timeoutMs, 'unknown') : Promise.resolve('unknown')),
    close: () => undefined,
  };
}
