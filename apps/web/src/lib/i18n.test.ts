import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n';

const localesDir = path.resolve(__dirname, '../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('catalogues', () => {
  const namespaces = readdirSync(path.join(localesDir, 'en'));

  it('have the same namespaces in English and German', () => {
    expect(readdirSync(path.join(localesDir, 'de')).sort()).toEqual([...namespaces].sort());
  });

  for (const file of namespaces) {
    it(`${file} has every key in both languages, none empty`, () => {
      const en = JSON.parse(readFileSync(path.join(localesDir, 'en', file), 'utf8'));
      const de = JSON.parse(readFileSync(path.join(localesDir, 'de', file), 'utf8'));
      expect(keys(de).sort()).toEqual(keys(en).sort());
      for (const catalogue of [en, de]) {
        for (const key of keys(catalogue)) {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
          expect(typeof text === 'string' && text.trim().length > 0, `${file}: ${key}`).toBe(true);
        }
      }
    });
  }
});

describe('interface language', () => {
  const clear = () => {
    sessionStorage.clear();
    localStorage.clear();
  };

  it('takes en or de from ?l= and keeps it for the session', () => {
    clear();
    expect(detectLanguage('?l=en', ['de-DE'])).toBe('en');
    expect(detectLanguage('', ['de-DE'])).toBe('en');
    expect(detectLanguage('?l=de', ['en-US'])).toBe('de');
  });

  it("uses the browser's language before anyone chose, with de as the fallback", () => {
    clear();
    expect(detectLanguage('', ['en-GB', 'de'])).toBe('en');
    expect(detectLanguage('', ['fr-FR', 'de-AT'])).toBe('de');
    expect(detectLanguage('', ['fr-FR', 'it'])).toBe('de');
    expect(detectLanguage('', [])).toBe('de');
    expect(detectLanguage('?l=fr', ['en-US'])).toBe('de');
    expect(detectLanguage('?l=', ['en-US'])).toBe('de');
  });

  it('remembers a chosen language for a new tab (a new session)', () => {
    clear();
    detectLanguage('?l=en', ['de-DE']);
    sessionStorage.clear();
    expect(detectLanguage('', ['de-DE'])).toBe('en');
  });
});
