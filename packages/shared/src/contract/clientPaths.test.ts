import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every client calls the API through the contract (contract/apiClient.ts): a `/v1/` path written
 * by hand in the web app, a recorder or the bench is a call the contract does not know about. Test
 * files and test support (stand-ins that play the server) may write them; so may text about other
 * services' APIs (an AI's /v1/chat/completions), listed here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CLIENTS = ['apps/web/src', 'apps/recorder/src', 'apps/desktop-recorder/src', 'scripts/bench'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST_SUPPORT = /(\.test\.|\/testing\/|\/testing\.tsx?$|testSupport\.ts$)/;
/** Other services' /v1 APIs the bench stands in for or writes about, not the product's. */
const OTHER_APIS = [/\/v1\/chat\/completions/, /\/v1\/audio\/transcriptions/, /api\.example\.com\/v1\//];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative);
    return SOURCE.test(entry.name) && !TEST_SUPPORT.test(relative) ? [relative] : [];
  });
}

/** `file:line: text` of each line that writes a /v1/ path of the product. */
function handWrittenPaths(files: { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => line.includes('/v1/') && !OTHER_APIS.some((other) => other.test(line)))
      .map(({ line, number }) => `${name}:${number}: ${line.trim()}`),
  );
}

describe('client code', () => {
  it('writes no /v1/ path of its own: every call goes through the contract', () => {
    const files = CLIENTS.flatMap(sources).map((name) => ({
      name,
      text: readFileSync(path.join(root, name), 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(handWrittenPaths(files)).toEqual([]);
  });

  it('is caught writing one, and not for another service', () => {
    const found = handWrittenPaths([
      { name: 'a.ts', text: "fetch(server + '/v1/recordings');\nfetch('http://ai/v1/chat/completions');" },
    ]);
    expect(found).toEqual(["a.ts:1: fetch(server + '/v1/recordings');"]);
  });
});
