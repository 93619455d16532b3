import type { FieldRole } from '../../steps/typedValue';
import type { RunCommand } from './run';

/**
 * macOS: System Events reports the focused element of the frontmost process through the
 * Accessibility API; a password box is an AXTextField with the subrole AXSecureTextField. It needs
 * the Accessibility permission the recorder already asks for (the input hook needs it too);
 * without it osascript fails and the answer is 'unknown'.
 */
export const MAC_SCRIPT = [
  'tell application "System Events" to tell (first process whose frontmost is true)',
  'set focused to value of attribute "AXFocusedUIElement"',
  'return (role of focused as text) & "," & (subrole of focused as text)',
  'end tell',
];

export function macCommand(): { command: string; args: string[] } {
  return { command: 'osascript', args: MAC_SCRIPT.flatMap((line) => ['-e', line]) };
}

/** "AXTextField,AXSecureTextField" → password; another role → text; nothing → unknown. */
export function parseMacAnswer(output: string): FieldRole {
  const answer = output.trim();
  if (/AXSecureTextField/i.test(answer)) return 'password';
  return /^AX\w+/.test(answer) ? 'text' : 'unknown';
}

export async function readMacRole(run: RunCommand, timeoutMs: number): Promise<FieldRole> {
  const { command, args } = macCommand();
  return parseMacAnswer(await run(command, args, timeoutMs));
}
