// The end-to-end tests drive Debian's Chromium; Playwright never downloads a browser here.
import { existsSync } from 'node:fs';
import { isRoot, run } from './run.mjs';

export const chromiumPath = '/usr/bin/chromium';
const packages = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'];

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (!isRoot()) {
    throw new Error(
      `${chromiumPath} is missing. Install it, then run the tests again:\n\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n`,
    );
  }
  console.log(`${chromiumPath} is missing; installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', ...packages], { env });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing`);
}
