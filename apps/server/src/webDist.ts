import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's build beside this package: apps/web/dist. This file sits at the same depth in the
 * source (src/) as the bundle does (dist/server.js), so one relative path serves both.
 */
export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}
