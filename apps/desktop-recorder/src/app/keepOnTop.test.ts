import { describe, expect, it } from 'vitest';
import { keepOnTop } from './keepOnTop';

describe('keeping the control window on top', () => {
  const recording = () => {
    const calls: { command: string; args: string[] }[] = [];
    return {
      calls,
      run: async (command: string, args: string[]) => {
        calls.push({ command, args });
        // wmctrl -l: the launcher's terminal (its title only contains the name) and the control window.
        return args[0] === '-l'
          ? '0x01e00003  0 host ~/Downloads/Support Recorder\n0x03a00007  0 host Support Recorder ● 2\n'
          : '';
      },
    };
  };

  it('asks Windows to make the windows with the title topmost, and normal again', async () => {
    const { calls, run } = recording();
    expect(await keepOnTop("Support Recorder's", true, 'win32', run)).toBe(true);
    expect(await keepOnTop("Support Recorder's", false, 'win32', run)).toBe(true);
    expect(calls.map((call) => call.command)).toEqual(['powershell.exe', 'powershell.exe']);
    const decoded = (args: string[]) => Buffer.from(args.at(-1) ?? '', 'base64').toString('utf16le');
    expect(calls[0]?.args.at(-2)).toBe('-EncodedCommand');
    const [on = '', off = ''] = calls.map((call) => decoded(call.args));
    expect(on).toContain('SetWindowPos');
    expect(on).toContain('0x13'); // never takes the focus from the recorded application
    expect(on).toContain('ConsoleWindowClass'); // the launcher's console shares the title
    // The title is passed quoted for PowerShell, with its quote doubled.
    expect(on.endsWith(`'Support Recorder''s' 'on'`)).toBe(true);
    expect(off.endsWith(`'Support Recorder''s' 'off'`)).toBe(true);
  });

  it('uses wmctrl on Linux, does nothing on macOS, and reports a failure instead of throwing', async () => {
    const { calls, run } = recording();
    expect(await keepOnTop('Support Recorder', true, 'linux', run)).toBe(true);
    expect(calls).toEqual([
      { command: 'wmctrl', args: ['-l'] },
      { command: 'wmctrl', args: ['-i', '-r', '0x03a00007', '-b', 'add,above'] },
    ]);
    expect(await keepOnTop('Support Recorder', true, 'darwin', run)).toBe(false);
    expect(calls).toHaveLength(2);
    // No control window (yet): nothing was kept on top, and it does not say so.
    expect(await keepOnTop('Support Recorder', true, 'linux', async () => '0x01e00003  0 host xterm\n')).toBe(
      false,
    );
    const missing = async () => {
      throw Object.assign(new Error('spawn wmctrl ENOENT'), { code: 'ENOENT' });
    };
    expect(await keepOnTop('Support Recorder', false, 'linux', missing)).toBe(false);
  });
});
