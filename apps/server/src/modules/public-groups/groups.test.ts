import type { HelpCenterGroups, PublicGroup } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
} from '../../../test/factories';

describe('public groups', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let centerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    member = await addMember(t.app, admin, { role: 'MEMBER' });
    const res = await call('POST', '/help-centers', admin.token, { name: 'Groups' });
    centerId = res.json().id;
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
    return t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  }
  const tree = async (id = centerId) =>
    (await call('GET', `/public-groups/help-centers/${id}/groups`, member.token)).json() as HelpCenterGroups;
  const group = async (name: string, parentId: string | null = null, id = centerId) => {
    const res = await call('POST', `/public-groups/help-centers/${id}/groups`, member.token, {
      name,
      parentId,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PublicGroup;
  };
  const publishedArticle = async (title: string) => {
    const id = await createArticle(t.app, member.token, { title });
    expect((await call('POST', `/help-articles/${id}/publish`, member.token)).statusCode).toBe(200);
    return id;
  };

  it('builds a tree: siblings numbered 0..n, names unique among siblings ignoring case', async () => {
    const start = await group('Getting started');
    const faq = await group('FAQ');
    const accounts = await group('Accounts', start.id);
    expect([start.sortOrder, faq.sortOrder, accounts.sortOrder]).toEqual([0, 1, 0]);

    const twin = await call('POST', `/public-groups/help-centers/${centerId}/groups`, member.token, {
      name: '  faq ',
    });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().message).toBe('A group with this name already exists');
    // The same name under another parent is fine.
    await group('FAQ', start.id);

    const empty = await call('POST', `/public-groups/help-centers/${centerId}/groups`, member.token, {
      name: ' ',
    });
    expect(empty.json().message).toBe('Group name cannot be empty');
    const rename = await call('PUT', `/public-groups/groups/${faq.id}`, member.token, {
      name: 'getting STARTED',
    });
    expect(rename.json().message).toBe('A group with this name already exists');
    const renamed = await call('PUT', `/public-groups/groups/${faq.id}`, member.token, { name: 'Questions' });
    expect(renamed.json()).toMatchObject({ name: 'Questions' });

    const { groups } = await tree();
    // Parents come before their children.
    expect(groups.map((item) => item.name)).toEqual(['Getting started', 'Accounts', 'FAQ', 'Questions']);
  });

  it('gives a group its home-page card (icon, one sentence) and clears it; too long is refused', async () => {
    const billing = await group('Billing cards');
    const card = await call('PUT', `/public-groups/groups/${billing.id}/card`, member.token, {
      icon: 'book',
      description: '  Invoices, payment methods and refunds. ',
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({
      icon: 'book',
      description: 'Invoices, payment methods and refunds.',
    });
    expect((await tree()).groups.find((item) => item.id === billing.id)).toMatchObject({ icon: 'book' });

    const long = await call('PUT', `/public-groups/groups/${billing.id}/card`, member.token, {
      icon: null,
      description: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A group description can be at most 200 characters');
    const unknownIcon = await call('PUT', `/public-groups/groups/${billing.id}/card`, member.token, {
      icon: 'javascript:alert(1)',
      description: null,
    });
    expect(unknownIcon.statusCode).toBe(400);

    const cleared = await call('PUT', `/public-groups/groups/${billing.id}/card`, member.token, {
      icon: null,
      description: '   ',
    });
    expect(cleared.json()).toMatchObject({ icon: null, description: null });
  });

  it('never moves a group into itself or below itself, and renumbers what it leaves', async () => {
    const root = await group('Root A');
    const child = await group('Child', root.id);
    const grandchild = await group('Grandchild', child.id);
    for (const target of [root.id, grandchild.id]) {
      const res = await call('PUT', `/public-groups/groups/${root.id}/move`, member.token, {
        targetParentId: target,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Cannot move a group into its own descendant');
    }
    const sibling = await group('Sibling', root.id);
    const moved = await call('PUT', `/public-groups/groups/${child.id}/move`, member.token, {
      targetParentId: null,
    });
    expect(moved.statusCode).toBe(200);
    const { groups } = await tree();
    expect(groups.find((item) => item.id === sibling.id)!.sortOrder).toBe(0);
    const roots = groups.filter((item) => item.parentId === null).map((item) => item.sortOrder);
    expect(roots).toEqual([...roots.keys()]);
  });

  it('reorders the children of one parent as asked, 0..n', async () => {
    const parent = await group('Ordered');
    const [a, b, c] = [await group('A', parent.id), await group('B', parent.id), await group('C', parent.id)];
    const res = await call('PUT', `/public-groups/help-centers/${centerId}/groups/reorder`, member.token, {
      parentId: parent.id,
      groupOrders: [
        { groupId: c.id, sortOrder: 0 },
        { groupId: a.id, sortOrder: 1 },
        { groupId: b.id, sortOrder: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const children = (await tree()).groups.filter((item) => item.parentId === parent.id);
    expect(children.map((item) => [item.name, item.sortOrder])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    // A group of another parent cannot be ordered here.
    const other = await group('Elsewhere');
    const wrong = await call('PUT', `/public-groups/help-centers/${centerId}/groups/reorder`, member.token, {
      parentId: parent.id,
      groupOrders: [{ groupId: other.id, sortOrder: 0 }],
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('places published articles, one group each, and refuses an unpublished one', async () => {
    const guides = await group('Guides');
    const more = await group('More guides');
    const first = await publishedArticle('First');
    const second = await publishedArticle('Second');
    const draft = await createArticle(t.app, member.token, { title: 'Draft' });

    // Published articles in no group are listed to be placed; drafts are not.
    const before = await tree();
    expect(before.articles.map((article) => article.id)).toEqual(expect.arrayContaining([first, second]));
    expect(before.articles.map((article) => article.id)).not.toContain(draft);

    const refused = await call('POST', `/public-groups/groups/${guides.id}/articles/${draft}`, member.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ARTICLE_NOT_PUBLISHED');

    for (const id of [first, second]) {
      expect(
        (await call('POST', `/public-groups/groups/${guides.id}/articles/${id}`, member.token)).statusCode,
      ).toBe(200);
    }
    const placed = (await tree()).articles.filter(
      (article) => article.publicKnowledgeBaseArticleGroupId === guides.id,
    );
    expect(placed.map((article) => [article.id, article.sortOrder])).toEqual([
      [first, 0],
      [second, 1],
    ]);

    const reorder = await call('PUT', `/public-groups/groups/${guides.id}/articles/reorder`, member.token, {
      articleOrders: [{ articleId: second, sortOrder: 0 }],
    });
    expect(reorder.statusCode).toBe(200);
    const moved = await call('PUT', `/public-groups/groups/articles/${second}/move`, member.token, {
      targetGroupId: more.id,
    });
    expect(moved.statusCode).toBe(200);
    const after = await tree();
    const where = (id: string) => after.articles.find((article) => article.id === id);
    expect(where(second)).toMatchObject({ publicKnowledgeBaseArticleGroupId: more.id, sortOrder: 0 });
    // The group it left is numbered 0..n again.
    expect(where(first)).toMatchObject({ publicKnowledgeBaseArticleGroupId: guides.id, sortOrder: 0 });

    const removed = await call('DELETE', `/public-groups/groups/articles/${first}`, member.token);
    expect(removed.statusCode).toBe(200);
    expect((await tree()).articles.find((article) => article.id === first)).toMatchObject({
      publicKnowledgeBaseArticleGroupId: null,
    });
  });

  it('deletes a group with its subtree; the articles in it stay, in no group', async () => {
    const top = await group('Doomed');
    const below = await group('Doomed child', top.id);
    const article = await publishedArticle('Survivor');
    await call('POST', `/public-groups/groups/${below.id}/articles/${article}`, member.token);
    const res = await call('DELETE', `/public-groups/groups/${top.id}`, member.token);
    expect(res.statusCode).toBe(200);
    const after = await tree();
    expect(after.groups.map((item) => item.id)).not.toContain(below.id);
    expect(after.articles.find((item) => item.id === article)).toMatchObject({
      publicKnowledgeBaseArticleGroupId: null,
    });
    expect((await call('GET', `/help-articles/${article}`, member.token)).statusCode).toBe(200);
  });

  it('deleting the help center leaves its articles in no group', async () => {
    const other = (await call('POST', '/help-centers', admin.token, { name: 'Temporary' })).json()
      .id as string;
    const inside = await group('Inside', null, other);
    const article = await publishedArticle('Outlives its help center');
    await call('POST', `/public-groups/groups/${inside.id}/articles/${article}`, member.token);
    expect((await call('DELETE', `/help-centers/${other}`, admin.token)).statusCode).toBe(200);
    expect((await tree()).articles.find((item) => item.id === article)).toMatchObject({
      publicKnowledgeBaseArticleGroupId: null,
    });
  });

  it('moves, reorders and deletes at the same moment without a server error (no lock waits on another)', async () => {
    const busy = await group('Busy');
    const other = await group('Elsewhere busy');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await publishedArticle(`Busy ${i}`);
      await call('POST', `/public-groups/groups/${busy.id}/articles/${id}`, member.token);
      ids.push(id);
    }
    const results = await Promise.all([
      ...ids
        .slice(0, 3)
        .map((id) =>
          call('PUT', `/public-groups/groups/articles/${id}/move`, member.token, { targetGroupId: other.id }),
        ),
      ...ids.slice(3).map((id) => call('DELETE', `/public-groups/groups/articles/${id}`, member.token)),
      call('PUT', `/public-groups/groups/${busy.id}/articles/reorder`, member.token, {
        articleOrders: [...ids].reverse().map((articleId, sortOrder) => ({ articleId, sortOrder })),
      }),
      call('DELETE', `/public-groups/groups/${busy.id}`, member.token),
    ]);
    for (const res of results) expect([200, 404], res.body).toContain(res.statusCode);
    const after = await tree();
    expect(after.groups.map((item) => item.id)).not.toContain(busy.id);
    // Every article is somewhere valid: in the other group, numbered 0..n, or in no group.
    const inOther = after.articles
      .filter((article) => article.publicKnowledgeBaseArticleGroupId === other.id)
      .map((article) => article.sortOrder)
      .sort();
    expect(inOther).toEqual([...inOther.keys()]);
  });

  it("another organization's groups, help centers and articles are 404s", async () => {
    const stranger = await registerTrialAdmin(t.app);
    const mine = await group('Mine');
    const article = await publishedArticle('Mine too');
    const theirs = await createArticle(t.app, stranger.token, { title: 'Theirs' });
    const calls: [string, string, unknown?][] = [
      ['GET', `/public-groups/help-centers/${centerId}/groups`],
      ['POST', `/public-groups/help-centers/${centerId}/groups`, { name: 'Intruder' }],
      [
        'PUT',
        `/public-groups/help-centers/${centerId}/groups/reorder`,
        { groupOrders: [{ groupId: mine.id, sortOrder: 0 }] },
      ],
      ['PUT', `/public-groups/groups/${mine.id}`, { name: 'Renamed' }],
      ['PUT', `/public-groups/groups/${mine.id}/card`, { icon: 'book', description: 'Theirs now' }],
      ['PUT', `/public-groups/groups/${mine.id}/move`, { targetParentId: null }],
      ['DELETE', `/public-groups/groups/${mine.id}`],
      ['POST', `/public-groups/groups/${mine.id}/articles/${theirs}`],
      ['DELETE', `/public-groups/groups/articles/${article}`],
      ['PUT', `/public-groups/groups/articles/${article}/move`, { targetGroupId: mine.id }],
      [
        'PUT',
        `/public-groups/groups/${mine.id}/articles/reorder`,
        { articleOrders: [{ articleId: article, sortOrder: 0 }] },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method as 'GET', url, stranger.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor can one of ours be put into their tree, or theirs into ours.
    const mixed = await call('POST', `/public-groups/groups/${mine.id}/articles/${theirs}`, member.token);
    expect(mixed.statusCode).toBe(404);
    expect((await tree()).groups.find((item) => item.id === mine.id)).toMatchObject({ name: 'Mine' });
  });
});
