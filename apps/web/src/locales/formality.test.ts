import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { informalGermanWords } from '@support/shared';
import { describe, expect, it } from 'vitest';

/**
 * The German interface says "Sie" throughout. Quoted examples („Klicke auf Speichern.“) may show the informal
 * "Du" an organization can choose for its articles; so may the labels that name that choice.
 */
const NAMES_THE_CHOICE = new Set([
  'onboarding.json: preferences.formalities.INFORMAL.title',
  'settings.json: general.informal',
]);

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
}

describe('German interface address', () => {
  const dir = path.resolve(__dirname, 'de');

  it('recognises du-forms outside quoted examples', () => {
    expect(informalGermanWords('Wähle ein Werkzeug für deine Organisation.')).toEqual(['wähle', 'deine']);
    expect(informalGermanWords('Du kannst sie jederzeit öffnen.')).toEqual(['du', 'kannst']);
    expect(informalGermanWords('Wählen Sie ein Werkzeug für Ihre Organisation.')).toEqual([]);
    expect(informalGermanWords('Informell: „Klicke auf Speichern.“')).toEqual([]);
    expect(informalGermanWords('Suche, Frage und Stelle sind Substantive.')).toEqual([]);
  });

  for (const file of readdirSync(dir).sort()) {
    it(`${file} addresses the reader with "Sie"`, () => {
      const catalogue = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      const informal = strings(catalogue)
        .filter(([key]) => !NAMES_THE_CHOICE.has(`${file}: ${key}`))
        .flatMap(([key, text]) => {
          const words = informalGermanWords(text);
          return words.length ? [`${key}: ${words.join(', ')} in "${text}"`] : [];
        });
      expect(informal).toEqual([]);
    });
  }
});
