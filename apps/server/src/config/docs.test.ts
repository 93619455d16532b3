import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { variables } from '.';

/**
 * docs/configuration.md is what operators read: every variable the server takes must be there with
 * the default the code really has, and nothing may be listed that the code ignores (the README's
 * table had said CHROME_EXTENSION_URL defaults to a path that answered 404).
 */
const doc = readFileSync(path.resolve(__dirname, '../../../../docs/configuration.md'), 'utf8');
// Each entry is a list item, wrapped over several lines: "- `NAME`, `OTHER` (default: …): what it does".
const entries = doc
  .split(/\n(?=- |\n|#)/)
  .map((item) => item.replace(/\s+/g, ' ').trim())
  .filter((item) => item.startsWith('- `'));
const documented = new Map<string, string>();
for (const entry of entries) {
  const match = /^- ((?:`[A-Z][A-Z0-9_]+`(?:, )?)+) \(default: (.*?)\): /.exec(entry);
  expect(match, entry.slice(0, 80)).not.toBeNull();
  for (const name of match![1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.set(name[1]!, match![2]!);
}

describe('docs/configuration.md', () => {
  it('has one declaration per variable in the schema', () => {
    const names = variables.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of variables) expect(v.doc, v.name).toMatch(/\S/);
  });

  it('lists every variable the config schema reads, and no other', () => {
    expect([...documented.keys()].sort()).toEqual(variables.map((v) => v.name).sort());
  });

  it('gives each variable the default the code applies', () => {
    for (const { name, schema } of variables) {
      // Defaults that depend on the machine are described in words.
      if (name === 'PASSWORD_HASH_CONCURRENCY') {
        expect(documented.get(name), name).toMatch(/cores/);
        continue;
      }
      const value = schema.safeParse(undefined);
      const fallback = value.success ? value.data : undefined;
      if (fallback === undefined) continue;
      expect(documented.get(name), name).toContain(`\`${String(fallback)}\``);
    }
  });
});
