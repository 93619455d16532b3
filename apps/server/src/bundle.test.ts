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
  it('loads the S3 SDK and Stripe only when they are configured, not at every start', async () => {
    const { atStart, onUse } = await importsOf('main');
    // About 150 ms of start-up and 15 MB of heap that a server keeping files on disk without
    // payments never uses.
    expect(atStart.filter((name) => name === 'stripe' || name.startsWith('@aws-sdk/'))).toEqual([]);
    expect(onUse).toEqual(
      expect.arrayContaining(['stripe', '@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner']),
    );
    // What every start needs is still loaded at start.
    expect(atStart).toEqual(expect.arrayContaining(['fastify', 'sharp', 'drizzle-orm']));
  });
});
