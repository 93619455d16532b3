// Builds the Chrome extension: dist/extension/ (load it unpacked) and dist/support-recorder.zip
// (what the server hands out at /downloads/support-recorder.zip, with its own address in config.json).
// RECORDER_DEFAULT_SERVER sets the server the popup offers first (default http://localhost:3000).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { iconPng } from './scripts/icons.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(here, 'dist');
const out = path.join(dist, 'extension');
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));

rmSync(dist, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const common = {
  bundle: true,
  target: 'chrome116',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};
await Promise.all([
  build({
    ...common,
    entryPoints: [path.join(here, 'src/background/index.ts')],
    outfile: path.join(out, 'background.js'),
    format: 'esm',
  }),
  // A content script is a classic script: everything in one function scope.
  build({
    ...common,
    entryPoints: [path.join(here, 'src/content/index.ts')],
    outfile: path.join(out, 'content.js'),
    format: 'iife',
  }),
  build({
    ...common,
    entryPoints: [path.join(here, 'src/popup/index.ts')],
    outfile: path.join(out, 'popup.js'),
    format: 'iife',
  }),
  // The page that asks for the microphone, and the offscreen document that records the narration.
  build({
    ...common,
    entryPoints: [path.join(here, 'src/permission/index.ts')],
    outfile: path.join(out, 'mic-permission.js'),
    format: 'iife',
  }),
  build({
    ...common,
    entryPoints: [path.join(here, 'src/offscreen/index.ts')],
    outfile: path.join(out, 'offscreen.js'),
    format: 'iife',
  }),
]);

cpSync(path.join(here, 'static'), out, { recursive: true });
const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
manifest.version = pkg.version;
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const defaultServer = (process.env.RECORDER_DEFAULT_SERVER || 'http://localhost:3000').replace(/\/+$/, '');
writeFileSync(path.join(out, 'config.json'), `${JSON.stringify({ defaultServer }, null, 2)}\n`);
mkdirSync(path.join(out, 'icons'), { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(path.join(out, 'icons', `${size}.png`), iconPng(size));

/** Every file under dir, as zip entries with forward-slash paths. */
function entries(dir, prefix = '') {
  const files = {};
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, entries(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full);
  }
  return files;
}
// A fixed date keeps the zip byte-identical for identical sources.
writeFileSync(
  path.join(dist, 'support-recorder.zip'),
  zipSync(entries(out), { level: 9, mtime: new Date('2024-01-01T00:00:00Z') }),
);
console.log(`recorder: dist/extension and dist/support-recorder.zip (default server ${defaultServer})`);
