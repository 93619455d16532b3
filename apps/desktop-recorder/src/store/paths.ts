import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The per-user data directory: the connection (token), settings, the log and every recording.
 * Windows %LOCALAPPDATA%\SupportRecorder, macOS ~/Library/Application Support/SupportRecorder,
 * Linux $XDG_DATA_HOME/support-recorder or ~/.local/share/support-recorder; `--data-dir` overrides.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home = homedir(),
): string {
  if (platform === 'win32')
    return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'SupportRecorder');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'SupportRecorder');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'support-recorder');
}
