import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs a program and gives its stdout; rejects when it fails. */
export type RunProgram = (command: string, args: string[]) => Promise<string>;

const runProgram: RunProgram = async (command, args) =>
  (await promisify(execFile)(command, args, { timeout: 10_000, windowsHide: true, encoding: 'utf8' })).stdout;

/**
 * Windows: every visible top-level window whose title starts with the prefix is made topmost (or
 * normal again) with SetWindowPos, without taking the focus from the application being recorded.
 * PowerShell compiles the few lines of C# it needs; nothing is installed.
 */
const WINDOWS_SCRIPT = `
$code = @'
using System; using System.Runtime.InteropServices; using System.Text;
public static class RecorderTopmost {
  delegate bool EnumProc(IntPtr window, IntPtr data);
  [DllImport("user32.dll")] static extern bool EnumWindows(EnumProc proc, IntPtr data);
  [DllImport("user32.dll", CharSet = CharSet.Unicode)] static extern int GetWindowText(IntPtr window, StringBuilder text, int size);
  [DllImport("user32.dll")] static extern bool IsWindowVisible(IntPtr window);
  [DllImport("user32.dll", CharSet = CharSet.Unicode)] static extern int GetClassName(IntPtr window, StringBuilder name, int size);
  [DllImport("user32.dll")] static extern bool SetWindowPos(IntPtr window, IntPtr after, int x, int y, int cx, int cy, uint flags);
  public static int Set(string prefix, bool onTop) {
    int changed = 0;
    EnumWindows((window, data) => {
      if (!IsWindowVisible(window)) return true;
      var text = new StringBuilder(512);
      GetWindowText(window, text, 512);
      if (!text.ToString().StartsWith(prefix)) return true;
      // The launcher's minimized console has the same title: it is not the control window.
      var name = new StringBuilder(256);
      GetClassName(window, name, 256);
      if (name.ToString() == "ConsoleWindowClass" || name.ToString() == "CASCADIA_HOSTING_WINDOW_CLASS") return true;
      // HWND_TOPMOST / HWND_NOTOPMOST; SWP_NOSIZE | SWP_NOMOVE | SWP_NOACTIVATE
      if (SetWindowPos(window, new IntPtr(onTop ? -1 : -2), 0, 0, 0, 0, 0x13)) changed++;
      return true;
    }, IntPtr.Zero);
    return changed;
  }
}
'@
Add-Type -TypeDefinition $code
if ([RecorderTopmost]::Set($args[0], $args[1] -eq 'on') -eq 0) { exit 3 }
`;

/** `wmctrl -l` lines (id, desktop, host, title) → the ids of the windows whose title starts with the prefix. */
export function linuxWindowIds(list: string, titlePrefix: string): string[] {
  return list
    .split('\n')
    .map((line) => /^(0x[0-9a-f]+)\s+-?\d+\s+\S+\s(.*)$/i.exec(line))
    .filter((match): match is RegExpExecArray => match?.[2]?.startsWith(titlePrefix) === true)
    .map((match) => match[1] ?? '');
}

/**
 * Keeps the recorder's control window (the indicator with the step count, Pause and Stop) above
 * the application being recorded while a recording runs, and lets it go afterwards. A web page
 * cannot do this for itself, so the recorder asks the system: Windows through SetWindowPos (above),
 * Linux through `wmctrl` when the desktop has it (X11 window managers honour _NET_WM_STATE_ABOVE),
 * on the windows whose title starts with the prefix (`wmctrl -r` alone would take any window whose
 * title merely contains it, and say nothing when there is none).
 * macOS offers no way to raise another application's window above others: there the window stays
 * an ordinary one. Returns whether a window was changed (true only then: the log says so); failing
 * here never stops a recording.
 */
export async function keepOnTop(
  titlePrefix: string,
  onTop: boolean,
  platform: NodeJS.Platform = process.platform,
  run: RunProgram = runProgram,
): Promise<boolean> {
  try {
    if (platform === 'win32') {
      const script = `& { ${WINDOWS_SCRIPT} } '${titlePrefix.replace(/'/g, "''")}' '${onTop ? 'on' : 'off'}'`;
      // Encoded (UTF-16LE, base64): quotes and line breaks reach PowerShell exactly as written.
      const encoded = Buffer.from(script, 'utf16le').toString('base64');
      await run('powershell.exe', [
        '-NoProfile',
        '-NonInteractive',
        '-ExecutionPolicy',
        'Bypass',
        '-EncodedCommand',
        encoded,
      ]);
      return true;
    }
    if (platform === 'linux') {
      const ids = linuxWindowIds(await run('wmctrl', ['-l']), titlePrefix);
      for (const id of ids) await run('wmctrl', ['-i', '-r', id, '-b', `${onTop ? 'add' : 'remove'},above`]);
      return ids.length > 0;
    }
    return false;
  } catch {
    return false;
  }
}

/** Asks for it in the background and logs only what really happened (issue 44 item 7). */
export function holdOnTop(
  keep: (titlePrefix: string, onTop: boolean) => Promise<boolean>,
  titlePrefix: string,
  onTop: boolean,
  log: (message: string) => void,
): void {
  void keep(titlePrefix, onTop).then((changed) => {
    if (onTop)
      log(
        changed
          ? 'control window kept on top'
          : 'control window not kept on top (not found, or not possible on this system)',
      );
  });
}
