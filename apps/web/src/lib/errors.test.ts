import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@support/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCode, errorMessage } from './errors';
import { HttpError } from './http';
import { setLanguage } from './language';
import { loadCatalogue } from './texts';

/** The error catalogue (packages/shared/src/errors/catalogue.ts) as the web shows it. */
describe('error texts', () => {
  afterEach(() => setLanguage('en'));

  const keys = new Set(Object.values(ERROR_CATALOGUE).map((entry) => entry.text));
  const texts = (language: string): Record<string, string> =>
    JSON.parse(readFileSync(path.resolve(__dirname, `../locales/${language}/errors.json`), 'utf8'));

  it('have a text in English and German for every key the catalogue names, and no other', () => {
    for (const catalogue of [texts('en'), texts('de')]) {
      expect(new Set(Object.keys(catalogue))).toEqual(keys);
      for (const key of keys) expect(catalogue[key]?.trim(), key).toBeTruthy();
    }
  });

  it("show the server's message in English, and the code's German text in German", async () => {
    const refusal = new HttpError(401, {
      message: 'Invalid e-mail or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(errorMessage(refusal, 'Error logging in')).toBe('Invalid e-mail or password');
    await loadCatalogue('de', 'errors');
    setLanguage('de');
    expect(errorMessage(refusal, 'Fehler bei der Anmeldung')).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
    expect(errorCode(refusal)).toBe('INVALID_CREDENTIALS');
  });

  it("fill a text's values from the answer's fields, and fall back where a value is missing", async () => {
    await loadCatalogue('de', 'errors');
    setLanguage('de');
    const tooShort = { message: 'Password must be at least 8 characters long', code: 'PASSWORD_TOO_SHORT' };
    expect(errorMessage(new HttpError(400, { ...tooShort, minLength: 8 }), '')).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein',
    );
    // No minLength in the answer: the server's own message rather than a visible {{minLength}}.
    expect(errorMessage(new HttpError(400, tooShort), '')).toBe(tooShort.message);
  });

  it("keep the server's message for a code outside the catalogue, and the fallback without one", async () => {
    await loadCatalogue('de', 'errors');
    setLanguage('de');
    expect(errorMessage(new HttpError(400, { message: 'Something new', code: 'SOMETHING_NEW' }), 'x')).toBe(
      'Something new',
    );
    expect(
      errorCode(new HttpError(400, { message: 'Something new', code: 'SOMETHING_NEW' })),
    ).toBeUndefined();
    expect(errorMessage(new Error('network'), 'Netzwerkfehler')).toBe('Netzwerkfehler');
  });
});
