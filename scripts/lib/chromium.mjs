// The end-to-end tests drive Debian's Chromium (Playwright never downloads a browser here) and feed
// its stand-in microphone speech made with espeak-ng; the desktop recorder records in an X server of
// its own (Xvfb), clicked and typed into by xdotool, reads windows with xprop, and is unzipped as a
// person unzips its download; its Windows build runs under Wine (wine64 without recommends: about
// 20 packages and 20 s, no i386 multiarch).
import { existsSync } from 'node:fs';
import { isRoot, run } from './run.mjs';

export const chromiumPath = '/usr/bin/chromium';
export const espeakPath = '/usr/bin/espeak-ng';
const desktopTools = ['/usr/bin/Xvfb', '/usr/bin/xdotool', '/usr/bin/xprop', '/usr/bin/unzip'];
const packages = [
  'chromium',
  'fonts-dejavu-core',
  'fonts-liberation',
  'espeak-ng',
  'xvfb',
  'xdotool',
  'x11-utils',
];

const winePath = '/usr/bin/wine';
const winePackages = ['wine', 'wine64'];

export async function ensureChromium() {
  const missing = [chromiumPath, espeakPath, ...desktopTools].filter((file) => !existsSync(file));
  if (missing.length > 0) await install(missing, packages);
  if (existsSync(winePath)) return;
  // Without root, the Windows build's Wine test skips and says why (CI runs as root and has it).
  if (!isRoot()) {
    console.log(
      `${winePath} missing: the desktop recorder's Wine test is skipped. To run it: sudo apt-get install -y --no-install-recommends ${winePackages.join(' ')}`,
    );
    return;
  }
  // Apart, and without recommends: Wine's recommends pull in about 80 more packages.
  await install([winePath], winePackages, ['--no-install-recommends']);
}

async function install(missing, packages, options = []) {
  if (!isRoot()) {
    throw new Error(
      `${missing.join(' and ')} missing. Install them, then run the tests again:\n\n` +
        `  sudo apt-get update && sudo apt-get install -y ${[...options, ...packages].join(' ')}\n`,
    );
  }
  console.log(`${missing.join(' and ')} missing; installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', ...options, ...packages], { env });
  for (const file of missing) {
    if (!existsSync(file)) throw new Error(`apt-get finished but ${file} is still missing`);
  }
}
