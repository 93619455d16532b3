// Debian tools the bench needs, installed when missing (as root) or named for the user to install.
import { existsSync } from 'node:fs';
import { isRoot, run } from '../lib/run.mjs';

/** wrk and nginx, for every throughput case. */
const LOAD_TOOLS = [
  { bin: '/usr/bin/wrk', pkg: 'wrk' },
  { bin: '/usr/sbin/nginx', pkg: 'nginx-light' },
];

/** An X server, clicks, and terminals full of text to record (the desktop recorder's case). */
export const DESKTOP_TOOLS = [
  { bin: '/usr/bin/Xvfb', pkg: 'xvfb' },
  { bin: '/usr/bin/xdotool', pkg: 'xdotool' },
  { bin: '/usr/bin/xterm', pkg: 'xterm' },
];

export async function ensureBenchTools(tools = LOAD_TOOLS) {
  const missing = tools.filter((tool) => !existsSync(tool.bin)).map((tool) => tool.pkg);
  if (missing.length === 0) return;
  if (!isRoot()) {
    throw new Error(
      `missing ${missing.join(', ')}: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}
