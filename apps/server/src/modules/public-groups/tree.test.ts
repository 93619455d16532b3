import { describe, expect, it } from 'vitest';
import { nameTaken, reorder, subtreeIds } from './tree';

const groups = [
  { id: 'a', parentId: null, name: 'Getting started', sortOrder: 0 },
  { id: 'b', parentId: 'a', name: 'Accounts', sortOrder: 0 },
  { id: 'c', parentId: 'b', name: 'Billing', sortOrder: 0 },
  { id: 'd', parentId: null, name: 'FAQ', sortOrder: 1 },
];

describe('the group tree', () => {
  it('finds a group with everything below it, and nothing beside it', () => {
    expect([...subtreeIds(groups, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect([...subtreeIds(groups, 'd')]).toEqual(['d']);
  });

  it('compares names among siblings only, trimmed and ignoring case', () => {
    expect(nameTaken(groups, null, '  faq ')).toBe(true);
    expect(nameTaken(groups, 'a', 'FAQ')).toBe(false);
    expect(nameTaken(groups, null, 'faq', 'd')).toBe(false);
    expect(nameTaken(groups, 'a', 'ACCOUNTS')).toBe(true);
  });

  it('puts the groups asked for first, keeps the rest in order, and numbers 0..n', () => {
    const siblings = [
      { id: 'x', sortOrder: 0 },
      { id: 'y', sortOrder: 1 },
      { id: 'z', sortOrder: 7 },
    ];
    expect(reorder(siblings, [{ id: 'z', sortOrder: 0 }])).toEqual([
      { id: 'z', sortOrder: 0 },
      { id: 'x', sortOrder: 1 },
      { id: 'y', sortOrder: 2 },
    ]);
    expect(
      reorder(siblings, [
        { id: 'y', sortOrder: 5 },
        { id: 'x', sortOrder: 9 },
        { id: 'z', sortOrder: 1 },
      ]).map((entry) => entry.id),
    ).toEqual(['z', 'y', 'x']);
  });
});
