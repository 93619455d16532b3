import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZEnv } from './config';

/**
 * The README's configuration table is what operators read: every variable the server takes must
 * be there with the default the code really has, and nothing may be listed that the code ignores
 * (the table had said CHROME_EXTENSION_URL defaults to a path that answered 404).
 */
const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
const rows = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const documented = new Map<string, string>();
for (const [names, defaultCell] of rows) {
  for (const name of names!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.set(name[1]!, defaultCell ?? '');
}
const variables = Object.keys(ZEnv.shape) as Array<keyof typeof ZEnv.shape>;

describe('the README configuration table', () => {
  it('lists every variable config.ts reads, and no other', () => {
    expect([...documented.keys()].sort()).toEqual([...variables].sort());
  });

  it('gives each variable the default the code applies', () => {
    for (const name of variables) {
      // Defaults that depend on the machine are described in words.
      if (name === 'PASSWORD_HASH_CONCURRENCY') {
        expect(documented.get(name), name).toMatch(/cores/);
        continue;
      }
      const value = ZEnv.shape[name].safeParse(undefined);
      const fallback = value.success ? value.data : undefined;
      if (fallback === undefined) continue;
      expect(documented.get(name), name).toContain(`\`${String(fallback)}\``);
    }
  });
});
