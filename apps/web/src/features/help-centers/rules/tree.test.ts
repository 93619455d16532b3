import { describe, expect, it } from 'vitest';
import { buildTree, descendantIds, dropPosition, nameTaken, placeBeside } from './tree';

const group = (id: string, parentId: string | null, sortOrder: number, name = id) => ({
  id,
  helpCenterId: 'hc',
  name,
  parentId,
  sortOrder,
  icon: null,
  description: null,
  translations: {},
});

describe('help center tree rules', () => {
  it('drops before in the top 30 %, after in the bottom 30 %, inside in between', () => {
    expect([0.1, 0.29, 0.3, 0.5, 0.7, 0.71, 0.95].map((ratio) => dropPosition(ratio, true))).toEqual([
      'before',
      'before',
      'inside',
      'inside',
      'inside',
      'after',
      'after',
    ]);
    // An article is no place to nest: halves.
    expect([0.2, 0.5, 0.8].map((ratio) => dropPosition(ratio, false))).toEqual(['before', 'after', 'after']);
  });

  it('builds the tree in order and finds descendants', () => {
    const groups = [group('b', null, 1), group('a', null, 0), group('a2', 'a', 0), group('a2x', 'a2', 0)];
    const articles = [
      { id: 'x', title: 'X', isPubliclyShared: true, publicKnowledgeBaseArticleGroupId: 'a', sortOrder: 1 },
      { id: 'y', title: 'Y', isPubliclyShared: true, publicKnowledgeBaseArticleGroupId: 'a', sortOrder: 0 },
    ];
    const tree = buildTree(groups, articles);
    expect(tree.map((node) => node.group.id)).toEqual(['a', 'b']);
    expect(tree[0]!.articles.map((article) => article.id)).toEqual(['y', 'x']);
    expect(tree[0]!.children[0]!.children[0]!.depth).toBe(2);
    expect([...descendantIds(groups, 'a')].sort()).toEqual(['a', 'a2', 'a2x']);
  });

  it('compares names among siblings, trimmed and ignoring case', () => {
    const groups = [group('a', null, 0, 'Billing'), group('b', 'a', 0, 'FAQ')];
    expect(nameTaken(groups, null, ' billing ')).toBe(true);
    expect(nameTaken(groups, 'a', 'billing')).toBe(false);
    expect(nameTaken(groups, null, 'Billing', 'a')).toBe(false);
  });

  it('places items beside others', () => {
    expect(placeBeside(['a', 'b', 'c'], 'c', 'a', 'before')).toEqual(['c', 'a', 'b']);
    expect(placeBeside(['a', 'b', 'c'], 'a', 'c', 'after')).toEqual(['b', 'c', 'a']);
    expect(placeBeside(['a', 'b'], 'z', 'a', 'after')).toEqual(['a', 'z', 'b']);
  });
});
