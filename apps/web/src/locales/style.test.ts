import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/style-guide.md's word list: one word per thing, the refused variants here. */
const REFUSED: Record<'en' | 'de', { word: RegExp; use: string }[]> = {
  en: [{ word: /\bhelp ?centre\b|\bhelpcenter\b/i, use: 'help center' }],
  de: [
    { word: /\bTarif/, use: 'Plan' },
    { word: /\bTestzeitraum|\bProbezeit|\bProbephase/, use: 'Testphase' },
    { word: /\bHilfe-Center\b|\bHelp Center\b|\bHelpcenter\b/, use: 'Hilfecenter' },
    { word: /\bRekorder/, use: 'Recorder' },
    { word: /\bNutzer\b|\bAnwender\b/, use: 'Benutzer' },
  ],
};

function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
}

describe('the word list of docs/style-guide.md', () => {
  it('catches the variants it refuses', () => {
    expect(REFUSED.de.some(({ word }) => word.test('Wählen Sie einen Tarif'))).toBe(true);
    expect(REFUSED.de.some(({ word }) => word.test('Ein Hilfe-Center veröffentlichen'))).toBe(true);
    expect(REFUSED.de.some(({ word }) => word.test('Ihr Plan im Hilfecenter'))).toBe(false);
  });

  for (const language of ['en', 'de'] as const) {
    const dir = path.resolve(__dirname, language);
    for (const file of readdirSync(dir).sort()) {
      it(`${language}/${file} uses the list's words`, () => {
        const catalogue = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
        const found = strings(catalogue).flatMap(([key, text]) =>
          REFUSED[language]
            .filter(({ word }) => word.test(text))
            .map(({ use }) => `${key}: "${text}" (use ${use})`),
        );
        expect(found).toEqual([]);
      });
    }
  }
});
