// Bundles the server into dist/ (workspace code inlined, npm packages left external) and copies the migrations.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@support/'));

/**
 * The bundle's settings (bundle.test.ts reads what each entry imports with them). npm packages stay
 * external: each is loaded from node_modules where the bundle imports it, statically at start or,
 * from a dynamic import(), only when that code runs.
 */
export const serverBuild = {
  // renderWorker is the markdown render thread (lib/markdown/renderPool.ts loads it beside main.js),
  // databaseThread the embedded database's (db/embeddedThread/client.ts).
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/admin.ts',
    backup: 'src/operations/backup/backupCommand.ts',
    restore: 'src/operations/backup/restoreCommand.ts',
    worker: 'src/worker.ts',
    renderWorker: 'src/lib/markdown/renderWorker.ts',
    databaseThread: 'src/db/embeddedThread/thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};

// Run as a script (npm run build), not when a test imports the settings.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync('dist', { recursive: true, force: true });
  await build(serverBuild);
  cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  cpSync('src/config/catalogue.json', 'dist/catalogue.json');
  // The demo's recorded task (modules/demo/recordedTask.ts reads dist/demo/assets); not the script that drew it.
  cpSync('src/modules/demo/assets', 'dist/demo/assets', {
    recursive: true,
    filter: (source) => !source.endsWith('.mjs'),
  });
}
