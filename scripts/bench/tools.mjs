// wrk and nginx from Debian, installed when missing (as root) or named for the user to install.
import { existsSync } from 'node:fs';
import { isRoot, run } from '../lib/run.mjs';

const tools = [
  { bin: '/usr/bin/wrk', pkg: 'wrk' },
  { bin: '/usr/sbin/nginx', pkg: 'nginx-light' },
];

export async function ensureBenchTools() {
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
