import { describe, expect, it } from 'vitest';
import { compileTerms, findSensitiveText, ibanValid, luhnValid, valueNeedsWithholding } from './redaction';

const spans = (text: string, terms: string[] = []) =>
  findSensitiveText(text, compileTerms(terms)).map((m) => [m.kind, text.slice(m.start, m.end)]);

describe('e-mail addresses', () => {
  it('finds addresses inside text, with subdomains and plus signs', () => {
    expect(spans('Write to anna.muster+help@mail.example.co.uk today.')).toEqual([
      ['email', 'anna.muster+help@mail.example.co.uk'],
    ]);
    expect(spans('a@b.de and c@d.org')).toEqual([
      ['email', 'a@b.de'],
      ['email', 'c@d.org'],
    ]);
  });

  it('leaves handles and bare @ signs alone', () => {
    expect(spans('Ping @team or meet at 5 @ the office')).toEqual([]);
  });
});

describe('card numbers', () => {
  it('accepts numbers that pass the Luhn check, grouped or not', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(spans('Card: 4111 1111 1111 1111, exp 12/30')).toEqual([['card', '4111 1111 1111 1111']]);
    expect(spans('Amex 3782-822463-10005')).toEqual([['card', '3782-822463-10005']]);
  });

  it('ignores numbers that fail the check or have the wrong length', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(spans('Order 4111 1111 1111 1112 shipped')).toEqual([]);
    // 12 digits: too short for a card even though it passes Luhn.
    expect(spans('Ref 000000000000')).toEqual([]);
    expect(spans('Phone +49 30 1234567')).toEqual([]);
  });
});

describe('IBANs', () => {
  it('accepts valid IBANs with or without spaces, in any case', () => {
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(spans('IBAN: DE89 3704 0044 0532 0130 00.')).toEqual([['iban', 'DE89 3704 0044 0532 0130 00']]);
    expect(spans('gb82west12345698765432')).toEqual([['iban', 'gb82west12345698765432']]);
  });

  it('rejects a wrong check digit', () => {
    expect(ibanValid('DE88370400440532013000')).toBe(false);
    expect(spans('DE88 3704 0044 0532 0130 00')).toEqual([]);
  });
});

describe('do-not-show terms', () => {
  it('matches terms case-insensitively, longest first, and escapes regex characters', () => {
    expect(spans('Project Falcon and falcon-2 (c++) rollout', ['falcon', 'Falcon-2', 'c++'])).toEqual([
      ['term', 'Falcon'],
      ['term', 'falcon-2'],
      ['term', 'c++'],
    ]);
  });

  it('ignores blank terms', () => {
    expect(compileTerms(['', '  '])).toBeNull();
  });

  it('merges overlapping matches into one span', () => {
    expect(spans('mail anna@acme.com now', ['acme'])).toEqual([['email', 'anna@acme.com']]);
  });
});

describe('withholding typed values', () => {
  it('withholds card numbers, IBANs, terms and e-mail addresses', () => {
    const terms = compileTerms(['Falcon']);
    expect(valueNeedsWithholding('4111111111111111', terms)).toBe(true);
    expect(valueNeedsWithholding('DE89370400440532013000', terms)).toBe(true);
    expect(valueNeedsWithholding('project falcon', terms)).toBe(true);
    expect(valueNeedsWithholding('anna@example.com', terms)).toBe(true);
    expect(valueNeedsWithholding('Quarterly report', terms)).toBe(false);
  });

  it('shows e-mail addresses where the organization chose to', () => {
    expect(valueNeedsWithholding('anna@example.com', null, { hideEmails: false })).toBe(false);
    expect(valueNeedsWithholding('card 4111111111111111', null, { hideEmails: false })).toBe(true);
    // A do-not-show term inside a shown address still withholds it.
    expect(valueNeedsWithholding('anna@falcon.com', compileTerms(['Falcon']), { hideEmails: false })).toBe(
      true,
    );
  });
});
