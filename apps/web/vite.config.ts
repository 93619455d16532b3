import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contractWithoutSchemas } from './src/build/stripContractSchemas';

/*
 * What the signed-out entry screens (login, register, continue, reset) share, in one chunk: fewer
 * requests and better compression than a dozen tiny ones. Only modules that import nothing heavy
 * belong here: the group takes their static imports along (the invitation lookup, with TanStack
 * Query, axios and i18next, stays a chunk of its own).
 */
const GUEST_SHARED = [
  /src\/features\/auth\/components\/(AuthLayout|LanguageSwitcher|LegalLinks|FormLinks|InvitationGate|InvitationParts|InviteEmailField|taggedText)\./,
  /src\/features\/auth\/(api|queries|rules|session)\./,
  /src\/components\/ui\/(Button|TextField|Alert)\./,
  /node_modules\/clsx\//,
];
const isGuestShared = (id: string) => GUEST_SHARED.some((pattern) => pattern.test(id));
/* The fetch client, session rules and lite texts: used by the auth screens and the app alike. */
const isSessionLib = (id: string) => /src\/lib\/(http|errors|publicConfig|session|texts|language)\./.test(id);

export default defineConfig({
  plugins: [react(), tailwindcss(), contractWithoutSchemas(), precompress()],
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The bench reads the manifest to tell which chunks each route loads first.
    manifest: true,
    // The route chunks stay small; a warning means a page pulled in something heavy.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // Route chunks stay automatic; these groups shape what the first load fetches (see above).
        codeSplitting: {
          groups: [
            // The libraries of the first load (React, React Router): cached across app releases.
            // React itself apart from the rest, so that neither is over the size limit below.
            {
              name: 'react',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 3 },
            // The app code of the first load: the entry, the language, the signed-out route table.
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'session', test: isSessionLib, priority: 1 },
            { name: 'guest', test: isGuestShared, priority: 0 },
            // CodeMirror in two chunks fetched side by side (issue 51: one 328 KB chunk was over
            // the limit above): the editor's core, and the markdown language with its parser.
            { name: 'codemirror', test: /node_modules[\\/]@codemirror[\\/](view|state)[\\/]/, priority: 1 },
            {
              name: 'codemirror-markdown',
              test: /node_modules[\\/](@lezer|@codemirror[\\/](lang-markdown|language|commands))[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

/**
 * Writes .br and .gz siblings of every text asset once at build time, so the server
 * (@fastify/static with preCompressed) sends compressed bytes without compressing per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  let outDir = 'dist';
  return {
    name: 'support:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const raw = readFileSync(file);
        if (raw.length < 256) continue;
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
        );
      }
    },
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
