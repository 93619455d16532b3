import { describe, expect, it } from 'vitest';
import { compileRules, type OcrLine } from './rules';

/** Lines as OCR returns them: words with boxes, one word 10 px per character wide. */
function line(text: string, y = 0): OcrLine {
  let x = 0;
  return {
    words: text.split(' ').map((word) => {
      const box = { x, y, width: word.length * 10, height: 14 };
      x += (word.length + 1) * 10;
      return { text: word, box };
    }),
  };
}

const rules = { terms: ['Projekt Falke'], hideEmails: true };

describe('compileRules', () => {
  it('finds an e-mail address and a two-word term, and leaves a name alone', () => {
    const found = compileRules(rules).find([
      line('Name: Erika Mustermann'),
      line('E-mail: erika@example.com', 20),
      line('Project: Projekt Falke', 40),
    ]);
    expect(found).toEqual([
      { kind: 'email', box: { x: 80, y: 20, width: 170, height: 14 } },
      { kind: 'term', box: { x: 90, y: 40, width: 130, height: 14 } },
    ]);
  });

  it('reads through what OCR misreads: case, accents, 1 for l, 0 for o', () => {
    const find = compileRules({ terms: ['Projekt Falke', 'Müller'], hideEmails: true }).find;
    expect(find([line('PR0JEKT Fa1ke')])).toHaveLength(1);
    expect(find([line('Herr Muller')])).toEqual([{ kind: 'term', box: expect.objectContaining({ x: 50 }) }]);
  });

  it('shows e-mail addresses when the organization does, but not a term inside one', () => {
    const find = compileRules({ terms: ['alice'], hideEmails: false }).find;
    expect(find([line('bob@example.com')])).toEqual([]);
    expect(find([line('alice@example.com')])).toHaveLength(1);
  });

  it('finds withheld typed values (whole or word by word) and password dots', () => {
    const find = compileRules({
      terms: [],
      hideEmails: true,
      withheldValues: ['S3cr3t!Pass', 'Gate seven'],
    }).find;
    expect(find([line('Password S3cr3t!Pass')])).toEqual([
      { kind: 'typed', box: expect.objectContaining({ x: 90 }) },
    ]);
    expect(find([line('Note: Gate')])).toHaveLength(1);
    expect(find([line('Passwort ●●●●●●●●')])).toEqual([
      { kind: 'dots', box: expect.objectContaining({ x: 90 }) },
    ]);
    // OCR often reads dots as zeros and e's; a short number is not dots.
    expect(find([line('Password 00000ee')])).toHaveLength(1);
    expect(find([line('Kennwort 90000000')])).toHaveLength(1);
    expect(find([line('Room 4711 floor 0000')])).toEqual([]);
    // Whatever follows a password label is the password, however it was read.
    expect(find([line('Passwort: hunter2')])).toEqual([
      { kind: 'dots', box: expect.objectContaining({ x: 100 }) },
    ]);
    expect(find([line('Passwort vergessen?')])).toEqual([]);
  });

  it('finds card numbers and IBANs like the step text does', () => {
    const find = compileRules({ terms: [], hideEmails: true }).find;
    expect(find([line('Card 4111 1111 1111 1111')])).toHaveLength(1);
    expect(find([line('IBAN DE89 3704 0044 0532 0130 00')])).toHaveLength(1);
  });
});
