import { randomUUID } from 'node:crypto';
import {
  type Article,
  BULK_ARTICLES_MAX,
  type BulkArticlesResponse,
  type GroupArticle,
  ZBulkArticlesResponse,
} from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerCompanyAdmin,
} from '../../../test/factories';

/** Issue 48 item 5: `POST /help-articles/bulk`, one action on many articles with a result per id. */
describe('bulk article actions', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let groupId: string;
  let tagId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    member = await addMember(t.app, admin, { role: 'MEMBER' });
    const center = await call('POST', '/help-centers', admin.token, { name: 'Bulk' });
    const group = await call('POST', `/public-groups/help-centers/${center.json().id}/groups`, admin.token, {
      name: 'Basics',
      parentId: null,
    });
    groupId = group.json().id;
    tagId = (await call('POST', '/organization/add-tag', admin.token, { name: 'billing' })).json().id;
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
    return t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  }
  async function bulk(token: string, ids: string[], action: object): Promise<BulkArticlesResponse> {
    const res = await call('POST', '/help-articles/bulk', token, { ids, action });
    expect(res.statusCode, res.body).toBe(200);
    return ZBulkArticlesResponse.parse(res.json());
  }
  const read = async (id: string, token = admin.token) =>
    (await call('GET', `/help-articles/${id}`, token)).json() as Article;
  const articles = (count: number, token = member.token) =>
    Promise.all(Array.from({ length: count }, (_, i) => createArticle(t.app, token, { title: `Bulk ${i}` })));

  it('publishes and unpublishes each article, answering a result per id in order', async () => {
    const ids = await articles(3);
    const published = await bulk(member.token, ids, { type: 'publish' });
    expect(published).toMatchObject({ succeeded: 3, failed: 0 });
    expect(published.results.map((result) => [result.id, result.ok])).toEqual(ids.map((id) => [id, true]));
    for (const id of ids) expect((await read(id)).isPubliclyShared).toBe(true);

    // Already published: ok, but nothing changed (an undo must leave it alone).
    const again = await bulk(member.token, [ids[0]!], { type: 'publish' });
    expect(again.results[0]).toEqual({ id: ids[0], ok: true, changed: false });

    const unpublished = await bulk(member.token, ids.slice(1), { type: 'unpublish' });
    expect(unpublished.succeeded).toBe(2);
    expect((await read(ids[1]!)).isPubliclyShared).toBe(false);
    expect((await read(ids[0]!)).isPubliclyShared).toBe(true);
  });

  it('places published articles into a group; an unpublished one is refused alone', async () => {
    const ids = await articles(3);
    await bulk(member.token, ids.slice(0, 2), { type: 'publish' });
    const placed = await bulk(member.token, ids, { type: 'placeInGroup', groupId });
    expect(placed).toMatchObject({ succeeded: 2, failed: 1 });
    expect(placed.results[2]).toMatchObject({ id: ids[2], ok: false, code: 'ARTICLE_NOT_PUBLISHED' });
    expect((await read(ids[0]!)).publicKnowledgeBaseArticleGroupId).toBe(groupId);
    expect((await read(ids[1]!)).sortOrder).toBe((await read(ids[0]!)).sortOrder + 1);
    expect((await read(ids[2]!)).publicKnowledgeBaseArticleGroupId).toBeNull();

    const removed = await bulk(member.token, ids, { type: 'removeFromGroup' });
    expect(removed.results.map((result) => result.ok && result.changed)).toEqual([true, true, false]);
    expect((await read(ids[0]!)).publicKnowledgeBaseArticleGroupId).toBeNull();
  });

  it('publishes 30 articles and moves them into a group in two requests, in the order given', async () => {
    const ids = await articles(30);
    expect((await bulk(member.token, ids, { type: 'publish' })).succeeded).toBe(30);
    const center = await call('POST', '/help-centers', admin.token, { name: 'Thirty' });
    const target = await call(
      'POST',
      `/public-groups/help-centers/${center.json().id}/groups`,
      member.token,
      {
        name: 'All thirty',
        parentId: null,
      },
    );
    const moved = await bulk(member.token, ids, { type: 'placeInGroup', groupId: target.json().id });
    expect(moved).toMatchObject({ succeeded: 30, failed: 0 });
    const tree = (
      await call('GET', `/public-groups/help-centers/${center.json().id}/groups`, member.token)
    ).json();
    const inGroup = (tree.articles as GroupArticle[])
      .filter((article) => article.publicKnowledgeBaseArticleGroupId === target.json().id)
      .sort((a, b) => a.sortOrder - b.sortOrder);
    expect(inGroup.map((article) => article.id)).toEqual(ids);
    expect(inGroup.map((article) => article.sortOrder)).toEqual(ids.map((_, index) => index));
  });

  it('adds and removes one tag, keeping the others', async () => {
    const other = (await call('POST', '/organization/add-tag', admin.token, { name: 'other' })).json().id;
    const ids = await articles(2);
    await call('PUT', `/help-articles/${ids[0]}/tags`, member.token, { tags: [other] });
    const added = await bulk(member.token, ids, { type: 'addTag', tag: tagId });
    expect(added.succeeded).toBe(2);
    const names = async (id: string) => (await read(id)).tags.map((tag) => tag.name).sort();
    expect(await names(ids[0]!)).toEqual(['billing', 'other']);
    expect(await names(ids[1]!)).toEqual(['billing']);
    await bulk(member.token, ids, { type: 'removeTag', tag: tagId });
    expect(await names(ids[0]!)).toEqual(['other']);
    expect(await names(ids[1]!)).toEqual([]);
  });

  it('deletes what the caller may delete and refuses the rest per id', async () => {
    const own = await articles(1);
    const admins = await articles(1, admin.token);
    const deleted = await bulk(member.token, [...own, ...admins], { type: 'delete' });
    expect(deleted.results[0]).toMatchObject({ ok: true });
    expect(deleted.results[1]).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect((await call('GET', `/help-articles/${own[0]}`, admin.token)).statusCode).toBe(404);
    expect((await call('GET', `/help-articles/${admins[0]}`, admin.token)).statusCode).toBe(200);
  });

  it('answers an unknown id as not found without stopping the others', async () => {
    const [id] = await articles(1);
    const result = await bulk(member.token, [randomUUID(), id!], { type: 'publish' });
    expect(result.results[0]).toMatchObject({ ok: false, code: 'ARTICLE_NOT_FOUND' });
    expect(result.results[1]).toMatchObject({ ok: true, changed: true });
  });

  it('refuses a group or tag the organization does not have, changing nothing', async () => {
    const [id] = await articles(1);
    await bulk(member.token, [id!], { type: 'publish' });
    const group = await call('POST', '/help-articles/bulk', member.token, {
      ids: [id],
      action: { type: 'placeInGroup', groupId: randomUUID() },
    });
    expect([group.statusCode, group.json().code]).toEqual([404, 'GROUP_NOT_FOUND']);
    const tag = await call('POST', '/help-articles/bulk', member.token, {
      ids: [id],
      action: { type: 'addTag', tag: randomUUID() },
    });
    expect([tag.statusCode, tag.json().code]).toEqual([400, 'UNKNOWN_TAG']);
    expect((await read(id!)).tags).toEqual([]);
  });

  it('bounds the request: 1 to 500 unique uuids and a known action', async () => {
    const many = Array.from({ length: BULK_ARTICLES_MAX + 1 }, () => randomUUID());
    const bad = [
      { ids: many, action: { type: 'publish' } },
      { ids: [], action: { type: 'publish' } },
      { ids: ['not-a-uuid'], action: { type: 'publish' } },
      { ids: [many[0], many[0]], action: { type: 'publish' } },
      { ids: [many[0]], action: { type: 'archive' } },
      { ids: [many[0]], action: { type: 'addTag' } },
    ];
    for (const payload of bad) {
      const res = await call('POST', '/help-articles/bulk', member.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
    // Exactly 500 is accepted (none of them exists here).
    const most = await bulk(member.token, many.slice(0, BULK_ARTICLES_MAX), { type: 'unpublish' });
    expect(most.failed).toBe(BULK_ARTICLES_MAX);
  });

  it('changes nothing of another organization: its ids are not found, one by one', async () => {
    const outsider = await registerCompanyAdmin(t.app);
    await buyPlan(t.app, outsider.token, 'prod_business');
    const theirs = await createArticle(t.app, outsider.token, { title: 'Their secret' });
    const theirTag = (await call('POST', '/organization/add-tag', outsider.token, { name: 'theirs' })).json()
      .id;
    await call('PUT', `/help-articles/${theirs}/tags`, outsider.token, { tags: [theirTag] });
    const before = await read(theirs, outsider.token);
    for (const action of [
      { type: 'publish' },
      { type: 'removeTag', tag: tagId },
      { type: 'removeFromGroup' },
      { type: 'delete' },
    ]) {
      const res = await call('POST', '/help-articles/bulk', admin.token, { ids: [theirs], action });
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual([
        { id: theirs, ok: false, code: 'ARTICLE_NOT_FOUND', message: 'Article not found' },
      ]);
      expect(res.body).not.toContain('Their secret');
    }
    // Their tag is not ours to name either.
    const tag = await call('POST', '/help-articles/bulk', admin.token, {
      ids: [theirs],
      action: { type: 'removeTag', tag: theirTag },
    });
    expect(tag.statusCode).toBe(400);
    const after = await read(theirs, outsider.token);
    expect(after).toEqual(before);
  });
});
