// Builds the web app, the recorder extension, the desktop recorder and the server only when their sources are newer than what was built last.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './run.mjs';

const shared = ['packages/shared/src', 'packages/shared/package.json'];

/** What each build reads, and the file it writes last (its time says when it last ran). */
export const targets = {
  web: {
    workspace: '@support/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
  },
  // Before the server, which serves its zip at /downloads/support-recorder.zip.
  recorder: {
    workspace: '@support/recorder',
    output: 'apps/recorder/dist/support-recorder.zip',
    sources: [
      'apps/recorder/src',
      'apps/recorder/static',
      'apps/recorder/scripts',
      'apps/recorder/build.mjs',
      'apps/recorder/package.json',
      ...shared,
    ],
  },
  // Its zips need Node's binaries from the npm registry: without them the product still runs, and
  // its download page says the recorder was not built (`npm start` goes on; `npm test` stops).
  desktopRecorder: {
    workspace: '@support/desktop-recorder',
    output: 'apps/desktop-recorder/dist/support-desktop-recorder-linux-x64.zip',
    sources: [
      'apps/desktop-recorder/src',
      'apps/desktop-recorder/scripts',
      'apps/desktop-recorder/packaging',
      'apps/desktop-recorder/package.json',
      'packages/ocr-redaction/src',
      'packages/ocr-redaction/package.json',
      ...shared,
    ],
    optional: true,
  },
  server: {
    workspace: '@support/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
  },
};

/** Newest modification time under the given paths (files and folders, skipping tests). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (full) => {
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs); // a deleted file changes its folder's time
      for (const name of readdirSync(full)) visit(path.join(full, name));
    } else if (!/\.test\.tsx?$/.test(full)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

export function isStale(target) {
  const output = path.join(root, target.output);
  if (!existsSync(output)) return true;
  return newestMtime(target.sources) > statSync(output).mtimeMs;
}

/** Builds the stale targets (all of them with force); returns the names built. */
export async function ensureBuilt({ force = false, log = console.log } = {}) {
  const built = [];
  for (const [name, target] of Object.entries(targets)) {
    if (!force && !isStale(target)) continue;
    log(`Building ${name}…`);
    try {
      await run('npm', ['run', 'build', '--silent', '-w', target.workspace]);
    } catch (error) {
      if (force || !target.optional) throw error;
      log(`Could not build ${name} (${error.message}); going on without it.`);
      continue;
    }
    built.push(name);
  }
  return built;
}
