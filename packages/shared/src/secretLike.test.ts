import { describe, expect, it } from 'vitest';
import { looksLikeSecret } from './secretLike';

describe('looksLikeSecret', () => {
  it.each([
    'S3cr3t!Pass',
    'hunter2hunter2x',
    'P@ssw0rd',
    'correct-horse-9',
    'Tr0ub4dor&3',
    'abcdefg1',
    ' P@ssw0rd ',
  ])('withholds %j: one word mixing letters with digits or symbols', (value) => {
    expect(looksLikeSecret(value)).toBe(true);
  });

  it.each([
    ['Erika Mustermann', 'a space'],
    ['echo hallo welt', 'a command line'],
    ['hello', 'short'],
    ['invoice', 'letters only'],
    ['Mustermann', 'letters only, long'],
    ['12345678', 'digits only (numbers are what people type; cards and IBANs have their rules)'],
    ['2024-05-01', 'a date: no letter'],
    ['P@ss1', 'under 8 characters'],
    ['Meyer-Lüdenscheid', 'a hyphenated name'],
    ['example.com', 'a host name'],
    ['erika@example.com', 'an e-mail address (the e-mail rule decides)'],
    ['https://example.com/a1', 'a web address'],
    ['', 'empty'],
  ])('keeps %j (%s)', (value) => {
    expect(looksLikeSecret(value)).toBe(false);
  });

  it('keeps what is too long to be a password', () => {
    expect(looksLikeSecret(`a1${'x'.repeat(200)}`)).toBe(false);
  });
});
