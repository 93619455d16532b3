import { describe, expect, it } from 'vitest';
import { insertMention, matchingMembers, mentionedIds, mentionQueryAt } from './mentions';

const max = { id: 'm', name: 'Max Muster', email: 'max@acme.test' };
const olga = { id: 'o', name: 'Olga Other', email: 'olga@acme.test' };

describe('mentions', () => {
  it('finds the @word before the caret, not inside an e-mail address', () => {
    expect(mentionQueryAt('Hi @ma', 6)).toEqual({ start: 3, query: 'ma' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail max@acme', 13)).toBeNull();
    expect(mentionQueryAt('Hi @ma and more', 15)).toBeNull();
  });

  it('matches names and addresses, and replaces the query with the name', () => {
    expect(matchingMembers([max, olga], 'OLG')).toEqual([olga]);
    expect(matchingMembers([max, olga], 'acme')).toEqual([max, olga]);
    expect(insertMention('Hi @ma, ok', { start: 3, query: 'ma' }, 'Max Muster')).toEqual({
      text: 'Hi @Max Muster , ok',
      caret: 15,
    });
  });

  it('sends only the picked members still named in the text, once each', () => {
    expect(mentionedIds('@Max Muster and @Max Muster', [max, olga])).toEqual(['m']);
    expect(mentionedIds('nobody', [max])).toEqual([]);
  });
});
