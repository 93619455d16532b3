import { describe, expect, it } from 'vitest';
import { messageBoxCommand, wrap } from './messageBox';

/** What is run per system to show a failure no control window showed (issue 44 item 5a). */

const TITLE = 'Support Recorder cannot record';
const TEXT = 'The screen capture module (node-screenshots) could not be loaded.\n\nIt\'s "broken": C:\\x';
const none = () => false;

describe('the native message box', () => {
  it('Windows: PowerShell with Windows Forms, the texts quoted for PowerShell inside an encoded command', () => {
    const box = messageBoxCommand(TITLE, TEXT, 'win32', {}, none);
    expect(box?.command).toBe('powershell.exe');
    expect(box?.args.slice(0, 4)).toEqual(['-NoProfile', '-ExecutionPolicy', 'Bypass', '-EncodedCommand']);
    const script = Buffer.from(box?.args[4] ?? '', 'base64').toString('utf16le');
    expect(script).toContain('Add-Type -AssemblyName System.Windows.Forms');
    expect(script).toContain(
      `[System.Windows.Forms.MessageBox]::Show('The screen capture module (node-screenshots) could not be loaded.\n\nIt''s "broken": C:\\x', 'Support Recorder cannot record', 'OK', 'Error')`,
    );
  });

  it('macOS: osascript, the texts passed as arguments (no AppleScript quoting)', () => {
    expect(messageBoxCommand(TITLE, TEXT, 'darwin', {}, none)).toEqual({
      command: 'osascript',
      args: [
        '-e',
        'on run argv',
        '-e',
        'display dialog (item 1 of argv) with title (item 2 of argv) buttons {"OK"} default button 1 with icon stop',
        '-e',
        'end run',
        TEXT,
        TITLE,
      ],
    });
  });

  it('Linux: zenity without markup, else xmessage with wrapped lines, else nothing; never without a display', () => {
    const display = { DISPLAY: ':0' };
    expect(messageBoxCommand(TITLE, TEXT, 'linux', display, (p) => p === 'zenity')).toEqual({
      command: 'zenity',
      args: ['--error', '--no-markup', '--title', TITLE, '--text', TEXT],
    });
    const xmessage = messageBoxCommand(
      TITLE,
      'word '.repeat(40).trim(),
      'linux',
      display,
      (p) => p === 'xmessage',
    );
    expect(xmessage?.command).toBe('xmessage');
    expect(xmessage?.args.slice(0, 5)).toEqual(['-center', '-title', TITLE, '-buttons', 'OK']);
    expect(xmessage?.args[5]?.split('\n').every((line) => line.length <= 72)).toBe(true);
    expect(messageBoxCommand(TITLE, TEXT, 'linux', display, none)).toBeNull();
    expect(messageBoxCommand(TITLE, TEXT, 'linux', {}, () => true)).toBeNull();
    // Wayland without X: zenity works, xmessage does not.
    expect(
      messageBoxCommand(TITLE, TEXT, 'linux', { WAYLAND_DISPLAY: 'wayland-0' }, (p) => p === 'xmessage'),
    ).toBeNull();
  });

  it('wraps at spaces and keeps paragraphs', () => {
    expect(wrap('aaa bbb ccc\n\nddd', 7)).toBe('aaa bbb\nccc\n\nddd');
  });
});
