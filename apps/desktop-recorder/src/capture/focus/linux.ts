import type { FieldRole } from '../../steps/typedValue';
import type { RunCommand } from './run';

/**
 * Linux: AT-SPI, the accessibility bus, asked with `gdbus` (glib's command-line D-Bus client, on
 * every GNOME, KDE and Xfce desktop). dbus-next was not added: its last release (0.10.2) is from
 * 2021 and pulls a native optional module (usocket) that builds with node-gyp.
 *
 * AT-SPI has no "which element has the focus" call, and its focus events are only sent to
 * listeners registered for as long as they are connected (a gdbus call is not). So each
 * application's tree is asked once through the Collection interface for its element in the
 * FOCUSED state, and that element for its role: ATSPI_ROLE_PASSWORD_TEXT (40) is a password
 * field. Any focused password field makes the answer 'password' (a stale focus in a background
 * program then withholds too: the safe side). When accessibility is off no program is on the bus
 * and the answer is 'unknown'.
 */

const PASSWORD_TEXT = 40;
/** ATSPI_STATE_FOCUSED is bit 12 of the first of the two state words. */
const FOCUSED_RULE = '([4096, 0], 1, @a{ss} {}, 0, @ai [], 0, @as [], 0, false)';
const ROOT = '/org/a11y/atspi/accessible/root';

export type Target = { name: string; path: string };

export const busAddressArgs = (): string[] =>
  ['call', '--session', '--dest', 'org.a11y.Bus', '--object-path', '/org/a11y/bus'].concat([
    '--method',
    'org.a11y.Bus.GetAddress',
  ]);

const callArgs = (address: string, target: Target, method: string, ...args: string[]) => [
  'call',
  '--address',
  address,
  '--dest',
  target.name,
  '--object-path',
  target.path,
  '--method',
  method,
  ...args,
];

export const childrenArgs = (address: string) =>
  callArgs(address, { name: 'org.a11y.atspi.Registry', path: ROOT }, 'org.a11y.atspi.Accessible.GetChildren');
export const focusedArgs = (address: string, app: Target) =>
  callArgs(address, app, 'org.a11y.atspi.Collection.GetMatches', FOCUSED_RULE, '0', '1', 'true');
export const roleArgs = (address: string, element: Target) =>
  callArgs(address, element, 'org.a11y.atspi.Accessible.GetRole');

/** `('unix:path=/run/user/1000/at-spi/bus_0,guid=…',)` → the address. */
export function parseAddress(output: string): string | null {
  return /^\('([^']+)',\)/.exec(output.trim())?.[1] ?? null;
}

/** `([(':1.5', '/org/a11y/atspi/accessible/root'), …],)` → the (bus name, path) pairs. */
export function parseTargets(output: string): Target[] {
  return [...output.matchAll(/\('([^']+)', (?:objectpath )?'([^']+)'\)/g)].map(([, name, path]) => ({
    name: name ?? '',
    path: path ?? '',
  }));
}

/** `(uint32 40,)` → 40. */
export function parseRole(output: string): number | null {
  const match = /\(uint32 (\d+),\)/.exec(output.trim());
  return match ? Number(match[1]) : null;
}

/** `cache` keeps the bus address for the recording (one call fewer per typing burst). */
export async function readLinuxRole(
  run: RunCommand,
  timeoutMs: number,
  cache: { address?: string } = {},
): Promise<FieldRole> {
  const address = cache.address ?? parseAddress(await run('gdbus', busAddressArgs(), timeoutMs));
  if (!address) return 'unknown';
  cache.address = address;
  const apps = parseTargets(
    await run('gdbus', childrenArgs(address), timeoutMs).catch((error: unknown) => {
      cache.address = undefined; // the bus went away (a new session): ask again next time
      throw error;
    }),
  );
  const roles = await Promise.all(
    apps.map(async (app) => {
      const [element] = parseTargets(
        await run('gdbus', focusedArgs(address, app), timeoutMs).catch(() => ''),
      );
      if (!element) return null;
      return parseRole(await run('gdbus', roleArgs(address, element), timeoutMs).catch(() => ''));
    }),
  );
  if (roles.includes(PASSWORD_TEXT)) return 'password';
  return roles.some((role) => role !== null) ? 'text' : 'unknown';
}
