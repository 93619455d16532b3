import { execFileSync, spawn } from 'node:child_process';

/**
 * Wine for the Windows build's smoke test (Debian: wine, wine64). A prefix of its own per run, set
 * to Windows 10 (Node 20 refuses older Windows), without Mono and Gecko (nothing here needs .NET or
 * a browser engine, and their installers would ask).
 */

export function canRunWine(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    execFileSync('sh', ['-c', 'command -v wine && command -v wineserver && command -v unzip'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

export type WineEnv = NodeJS.ProcessEnv;

function run(env: WineEnv, args: string[], timeout = 90_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('wine', args, { env, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      code === 0 ? resolve() : reject(new Error(`wine ${args.join(' ')} ended with ${code}`));
    });
  });
}

/** Makes the prefix (about 10 s) and sets it to Windows 10; resolves with the environment to use. */
export async function prepareWinePrefix(prefix: string, display: string): Promise<WineEnv> {
  const env: WineEnv = {
    ...process.env,
    DISPLAY: display,
    WINEPREFIX: prefix,
    WINEDEBUG: '-all',
    WINEDLLOVERRIDES: 'mscoree,mshtml=',
  };
  await run(env, ['wineboot', '-i']);
  await run(env, ['reg', 'add', 'HKCU\\Software\\Wine', '/v', 'Version', '/d', 'win10', '/f']);
  return env;
}

/** Ends every Wine process of the prefix (the recorder, notepad, wineserver itself). */
export function stopWine(env: WineEnv): void {
  try {
    execFileSync('wineserver', ['-k'], { env, stdio: 'ignore', timeout: 10_000 });
  } catch {}
}
