import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's `apps` folder, found from this file's place: the built server runs from
 * apps/server/dist, the sources (tests, tsx) from apps/server/src/modules/…; both sit in apps/server.
 * The recorder is built beside it (apps/recorder/dist), the docs one level up (docs/).
 */
export function appsDir(from: string = fileURLToPath(import.meta.url)): string | null {
  let dir = path.dirname(from);
  for (let i = 0; i < 8; i++) {
    const parent = path.dirname(dir);
    if (path.basename(dir) === 'server' && path.basename(parent) === 'apps') return parent;
    if (parent === dir) break;
    dir = parent;
  }
  return null;
}

export type DownloadFiles = {
  zip: string;
  formatDoc: string;
  /** Where `npm run build` leaves support-desktop-recorder-<platform>.zip. */
  desktopDir: string;
};

export function defaultDownloadFiles(): DownloadFiles {
  const apps = appsDir() ?? path.resolve('apps');
  return {
    zip: path.join(apps, 'recorder/dist/support-recorder.zip'),
    formatDoc: path.join(apps, '../docs/recording-format.md'),
    desktopDir: path.join(apps, 'desktop-recorder/dist'),
  };
}
