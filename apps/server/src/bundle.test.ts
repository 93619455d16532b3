import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: build.mjs is the build script, plain JavaScript without types.
import { serverBuild } from '../build.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The npm packages an entry of the bundle imports when it starts, and those it imports only on use. */
async function importsOf(entry: string): Promise<{ atStart: string[]; onUse: string[] }> {
  const result = await build({ ...serverBuild, absWorkingDir: serverDir, write: false, metafile: true });
  const output = (result.metafile as Metafile).outputs[`dist/${entry}.js`];
  if (!output) throw new Error(`no output for ${entry}`);
  const external = output.imports.filter((i) => i.external && !i.path.startsWith('node:'));
  return {
    atStart: external.filter((i) => i.kind === 'import-statement').map((i) => i.path),
    onUse: external.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
  };
}

describe('the server bundle', () => {
  it('loads what only some installations use (S3, Stripe, an AI, one of the two databases) only when it is used', async () => {
    const { atStart, onUse } = await importsOf('main');
    // Together about 250 ms of every start and 20 MB of heap on a server with its files on disk,
    // the embedded database, no payments and no AI.
    const optional = [
      'stripe',
      '@aws-sdk/client-s3',
      '@aws-sdk/s3-request-presigner',
      'openai',
      'pg',
      'drizzle-orm/node-postgres',
      'drizzle-orm/pglite',
    ];
    expect(atStart.filter((name) => optional.includes(name))).toEqual([]);
    expect(onUse).toEqual(expect.arrayContaining(optional));
    // What every start needs is still loaded at start.
    expect(atStart).toEqual(expect.arrayContaining(['fastify', 'sharp', 'drizzle-orm']));
  });
});
