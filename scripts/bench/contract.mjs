// The shared contract (packages/shared/src/contract) for the bench: every call of the product's API
// goes through its endpoints and client, so no bench case writes a /v1 path of its own. Bundled
// from its TypeScript sources with esbuild once per process, as desktopUpload.mjs does the uploader.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../lib/run.mjs';

async function load() {
  const { build } = await import('esbuild');
  const outfile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-contract-')), 'contract.mjs');
  await build({
    entryPoints: [path.join(root, 'packages/shared/src/contract/index.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  });
  return import(pathToFileURL(outfile).href);
}

/** The contract's endpoint objects (`api.articlesApi.get`), `endpointUrl` and `createApiClient`. */
export const api = await load();

/** The server's address and the endpoint's (path, parameters, query): the full address of a call. */
export const urlOf = (server, endpoint, input) => `${server}${api.endpointUrl(endpoint, input)}`;

/** The method and the address under the server: an endpoint as the bench's results name it. */
export const nameOf = (endpoint, input) => `${endpoint.method} ${api.endpointUrl(endpoint, input)}`;
