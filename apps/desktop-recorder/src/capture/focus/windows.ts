import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { FieldRole } from '../../steps/typedValue';

/**
 * Windows: UI Automation says whether the focused element is a password box
 * (AutomationElement.FocusedElement.Current.IsPassword; classic edits with ES_PASSWORD, WPF,
 * UWP and the browsers' accessibility trees all set it). PowerShell takes most of a second to
 * start and load UIAutomationClient, more than a keystroke may wait, so one PowerShell runs for the
 * whole recording and answers a line per question: 'password', 'text' or 'unknown'.
 */
export const WINDOWS_LOOP = [
  'Add-Type -AssemblyName UIAutomationClient',
  'while ($null -ne ($line = [Console]::In.ReadLine())) {',
  '  try { $e = [System.Windows.Automation.AutomationElement]::FocusedElement',
  "    if ($null -eq $e) { 'unknown' } elseif ($e.Current.IsPassword) { 'password' } else { 'text' } }",
  "  catch { 'unknown' }",
  '}',
].join('\n');

export function windowsCommand(): { command: string; args: string[] } {
  // Encoded (UTF-16LE, base64) as in app/keepOnTop.ts: the script reaches PowerShell as written.
  const encoded = Buffer.from(WINDOWS_LOOP, 'utf16le').toString('base64');
  return {
    command: 'powershell.exe',
    args: ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-EncodedCommand', encoded],
  };
}

export function parseWindowsAnswer(line: string): FieldRole {
  const answer = line.trim().toLowerCase();
  return answer === 'password' || answer === 'text' ? answer : 'unknown';
}

/** The running PowerShell; questions are answered in order, one line each. */
export class WindowsFocus {
  private child: ChildProcessWithoutNullStreams | null = null;
  private waiting: ((line: string) => void)[] = [];
  private buffer = '';

  constructor(
    private readonly start = () => {
      const { command, args } = windowsCommand();
      return spawn(command, args, { windowsHide: true });
    },
  ) {}

  private process(): ChildProcessWithoutNullStreams | null {
    if (this.child) return this.child;
    try {
      const child = this.start();
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        this.buffer += chunk;
        let end = this.buffer.indexOf('\n');
        while (end >= 0) {
          const line = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 1);
          this.waiting.shift()?.(line);
          end = this.buffer.indexOf('\n');
        }
      });
      const gone = () => {
        if (this.child === child) this.child = null;
        for (const resolve of this.waiting.splice(0)) resolve('unknown');
      };
      child.once('error', gone);
      child.once('exit', gone);
      child.stdin.on('error', () => undefined);
      this.child = child;
      return child;
    } catch {
      return null;
    }
  }

  /** Started when a recording starts, so the first question finds PowerShell ready. */
  warmUp(): void {
    this.process();
  }

  read(): Promise<FieldRole> {
    const child = this.process();
    if (!child) return Promise.resolve('unknown');
    return new Promise((resolve) => {
      this.waiting.push((line) => resolve(parseWindowsAnswer(line)));
      child.stdin.write('?\n');
    });
  }

  close(): void {
    this.child?.stdin.end();
    this.child?.kill();
    this.child = null;
  }
}
