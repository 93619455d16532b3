import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { focusedRoleReader } from '.';
import { childrenArgs, focusedArgs, parseAddress, parseRole, parseTargets, readLinuxRole } from './linux';
import { macCommand, parseMacAnswer } from './mac';
import type { RunCommand } from './run';
import { parseWindowsAnswer, WINDOWS_LOOP, WindowsFocus, windowsCommand } from './windows';

const ADDRESS = 'unix:path=/run/user/1000/at-spi/bus_0,guid=abc';

/** Answers gdbus calls like a desktop with a terminal and a login dialog whose password box has the focus. */
const fakeBus: RunCommand = async (_command, args) => {
  const method = args[args.indexOf('--method') + 1];
  const dest = args[args.indexOf('--dest') + 1];
  if (method === 'org.a11y.Bus.GetAddress') return `('${ADDRESS}',)\n`;
  if (method === 'org.a11y.atspi.Accessible.GetChildren')
    return "([(':1.5', objectpath '/org/a11y/atspi/accessible/root'), (':1.9', '/org/a11y/atspi/accessible/root')],)\n";
  if (method === 'org.a11y.atspi.Collection.GetMatches')
    return dest === ':1.9' ? "([(':1.9', objectpath '/org/a11y/atspi/accessible/17')],)\n" : '(@a(so) [],)\n';
  if (method === 'org.a11y.atspi.Accessible.GetRole') return '(uint32 40,)\n';
  throw new Error('unexpected');
};

describe('the focused element on Linux (AT-SPI through gdbus)', () => {
  it('parses what gdbus prints', () => {
    expect(parseAddress(`('${ADDRESS}',)`)).toBe(ADDRESS);
    expect(parseTargets("([(':1.5', objectpath '/a/b')],)")).toEqual([{ name: ':1.5', path: '/a/b' }]);
    expect(parseTargets('(@a(so) [],)')).toEqual([]);
    expect(parseRole('(uint32 40,)')).toBe(40);
    expect(parseRole('Error: GDBus.Error')).toBeNull();
  });

  it('builds the calls: the registry children, then a FOCUSED match per application', () => {
    expect(childrenArgs(ADDRESS)).toEqual(
      expect.arrayContaining(['--address', ADDRESS, 'org.a11y.atspi.Registry']),
    );
    const args = focusedArgs(ADDRESS, { name: ':1.9', path: '/org/a11y/atspi/accessible/root' });
    expect(args).toContain('org.a11y.atspi.Collection.GetMatches');
    expect(args).toContain('([4096, 0], 1, @a{ss} {}, 0, @ai [], 0, @as [], 0, false)');
  });

  it('answers password for a focused password text, text for another role, unknown without a bus', async () => {
    expect(await readLinuxRole(fakeBus, 300)).toBe('password');
    const calls: string[] = [];
    const counting: RunCommand = (c, a, t) => {
      calls.push(a[a.indexOf('--method') + 1] ?? '');
      return fakeBus(c, a, t);
    };
    const reader = focusedRoleReader('linux', counting);
    await reader.read();
    await reader.read();
    expect(calls.filter((method) => method === 'org.a11y.Bus.GetAddress')).toHaveLength(1);
    const plain: RunCommand = async (c, a, t) =>
      a.includes('org.a11y.atspi.Accessible.GetRole') ? '(uint32 61,)' : fakeBus(c, a, t);
    expect(await readLinuxRole(plain, 300)).toBe('text');
    const missing = focusedRoleReader('linux', async () => {
      throw new Error('gdbus: not found');
    });
    expect(await missing.read()).toBe('unknown');
  });

  it('gives up after the timeout', async () => {
    const reader = focusedRoleReader('linux', () => new Promise(() => undefined), 20);
    expect(await reader.read()).toBe('unknown');
  });
});

describe('the focused element on macOS and Windows', () => {
  it('asks System Events for the role and subrole, and reads AXSecureTextField as a password', () => {
    expect(macCommand().command).toBe('osascript');
    expect(macCommand().args.join(' ')).toContain('AXFocusedUIElement');
    expect(parseMacAnswer('AXTextField,AXSecureTextField\n')).toBe('password');
    expect(parseMacAnswer('AXTextField,missing value\n')).toBe('text');
    expect(parseMacAnswer('')).toBe('unknown');
  });

  it('runs one PowerShell that asks UI Automation for IsPassword, one line per question', async () => {
    const { command, args } = windowsCommand();
    expect(command).toBe('powershell.exe');
    const script = Buffer.from(args.at(-1) ?? '', 'base64').toString('utf16le');
    expect(script).toBe(WINDOWS_LOOP);
    expect(script).toContain('AutomationElement]::FocusedElement');
    expect(script).toContain('.Current.IsPassword');
    expect(parseWindowsAnswer('password\r')).toBe('password');
    expect(parseWindowsAnswer('Exception')).toBe('unknown');

    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const child = Object.assign(new EventEmitter(), { stdin, stdout, kill: () => true });
    stdin.on('data', () => stdout.write('password\r\n'));
    const focus = new WindowsFocus(() => child as never);
    expect(await focus.read()).toBe('password');
    child.emit('exit', 1);
    focus.close();
  });
});
