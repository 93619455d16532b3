import { execFileSync, spawn } from 'node:child_process';

/**
 * A native message box, for what the person must see when the control window cannot show it (no
 * browser opened, or the page never asked for the state): on Windows the console window closes at
 * once, so without this a failure is silent. Only what each system has anyway: PowerShell's
 * Windows Forms, osascript, and on Linux zenity or xmessage when one of them is installed.
 */

export type BoxCommand = { command: string; args: string[] };

/** Whether a program is on PATH (Linux only: the other systems' programs are always there). */
function onPath(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** xmessage does not wrap: lines of at most `width` characters, broken at spaces. */
export function wrap(text: string, width = 72): string {
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(' ')) {
        if (line && line.length + 1 + word.length > width) {
          lines.push(line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      lines.push(line);
      return lines.join('\n');
    })
    .join('\n');
}

const psQuote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The program and arguments that show `text` under `title`; null when this system has none. */
export function messageBoxCommand(
  title: string,
  text: string,
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  has: (program: string) => boolean = onPath,
): BoxCommand | null {
  if (platform === 'win32') {
    const script =
      'Add-Type -AssemblyName System.Windows.Forms; ' +
      `[void][System.Windows.Forms.MessageBox]::Show(${psQuote(text)}, ${psQuote(title)}, 'OK', 'Error')`;
    // Encoded (UTF-16LE, base64): quotes, umlauts and line breaks reach PowerShell as written.
    const encoded = Buffer.from(script, 'utf16le').toString('base64');
    return {
      command: 'powershell.exe',
      args: ['-NoProfile', '-ExecutionPolicy', 'Bypass', '-EncodedCommand', encoded],
    };
  }
  if (platform === 'darwin') {
    // The texts go in as arguments, so nothing in them needs AppleScript quoting.
    return {
      command: 'osascript',
      args: [
        '-e',
        'on run argv',
        '-e',
        'display dialog (item 1 of argv) with title (item 2 of argv) buttons {"OK"} default button 1 with icon stop',
        '-e',
        'end run',
        text,
        title,
      ],
    };
  }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  if (has('zenity'))
    return { command: 'zenity', args: ['--error', '--no-markup', '--title', title, '--text', text] };
  if (env.DISPLAY && has('xmessage'))
    return { command: 'xmessage', args: ['-center', '-title', title, '-buttons', 'OK', wrap(text)] };
  return null;
}

/** Shows the box without waiting for it; whether a program was started. */
export function showMessageBox(
  title: string,
  text: string,
  command = messageBoxCommand(title, text),
): boolean {
  if (!command) return false;
  try {
    const child = spawn(command.command, command.args, {
      detached: true,
      stdio: 'ignore',
      windowsHide: false,
    });
    child.on('error', () => undefined);
    child.unref();
    return true;
  } catch {
    return false;
  }
}
