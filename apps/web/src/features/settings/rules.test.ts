import { describe, expect, it } from 'vitest';
import { addRedactionTerm, availableTranslationLanguages, passwordChangeState } from './rules';

describe('availableTranslationLanguages', () => {
  it('leaves out the source language and the languages already chosen', () => {
    expect(availableTranslationLanguages('de', ['en', 'fr'])).toEqual(['tr', 'nl', 'it']);
  });

  it('is empty when every other language is chosen', () => {
    expect(availableTranslationLanguages('en', ['de', 'tr', 'nl', 'it', 'fr'])).toEqual([]);
  });
});

describe('addRedactionTerm', () => {
  it('adds a trimmed term once, ignoring case and blanks', () => {
    expect(addRedactionTerm(['ACME'], '  Jane Doe ')).toEqual(['ACME', 'Jane Doe']);
    expect(addRedactionTerm(['ACME'], 'acme')).toEqual(['ACME']);
    expect(addRedactionTerm(['ACME'], '   ')).toEqual(['ACME']);
  });
});

describe('passwordChangeState', () => {
  it('is incomplete while either field is empty', () => {
    expect(passwordChangeState('', 'secret1')).toBe('incomplete');
    expect(passwordChangeState('old', '')).toBe('incomplete');
  });

  it('refuses new passwords under 6 characters and accepts 6', () => {
    expect(passwordChangeState('old', '12345')).toBe('tooShort');
    expect(passwordChangeState('old', '123456')).toBe('ok');
  });

  it('refuses a new password of spaces only', () => {
    expect(passwordChangeState('old', '       ')).toBe('blank');
  });
});
