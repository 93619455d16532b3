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

/** One drag, one request, one transaction (issue 45 item 5): POST …/help-centers/{id}/place. */
describe('placing in the group tree', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;
  /** The stranger's help center (a trial has room for one) and a group in it. */
  let theirs: string;
  let theirGroup: PublicGroup;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    member = await addMember(t.app, admin, { role: 'MEMBER' });
    stranger = await registerTrialAdmin(t.app);
    theirs = await center(stranger.token);
    theirGroup = await group(theirs, 'Theirs', null, stranger.token);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  const center = async (token = admin.token) => {
    const res = await call('POST', '/help-centers', token, { name: `Tree ${Math.random()}` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const tree = async (id: string, token = member.token) =>
    (await call('GET', `/public-groups/help-centers/${id}/groups`, token)).json() as HelpCenterGroups;
  const group = async (id: string, name: string, parentId: string | null = null, token = member.token) => {
    const res = await call('POST', `/public-groups/help-centers/${id}/groups`, token, { name, parentId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PublicGroup;
  };
  const published = async (title: string, token = member.token) => {
    const id = await createArticle(t.app, token, { title });
    expect((await call('POST', `/help-articles/${id}/publish`, token)).statusCode).toBe(200);
    return id;
  };
  const place = (id: string, body: object, token = member.token) =>
    call('POST', `/public-groups/help-centers/${id}/place`, token, body);
  /** Each group's children and articles by name, in order: what a reader sees. */
  const shape = (groups: HelpCenterGroups) => {
    const children = (parentId: string | null) =>
      groups.groups
        .filter((entry) => entry.parentId === parentId)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((entry) => entry.name);
    const out: Record<string, string[]> = { '(top)': children(null) };
    for (const entry of groups.groups) {
      const inIt = groups.articles
        .filter((article) => article.publicKnowledgeBaseArticleGroupId === entry.id)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((article) => article.title);
      out[entry.name] = [...children(entry.id), ...inIt];
    }
    return out;
  };

  it('moves a group under another parent at a position and reorders, in one request', async () => {
    const id = await center();
    const a = await group(id, 'A');
    const b = await group(id, 'B');
    await group(id, 'B1', b.id);
    await group(id, 'B2', b.id);
    const res = await place(id, { kind: 'group', id: a.id, parentId: b.id, index: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(shape(res.json())).toMatchObject({ '(top)': ['B'], B: ['B1', 'A', 'B2'] });
    // Back to the top, first; then reordered among the same siblings.
    await place(id, { kind: 'group', id: a.id, parentId: null, index: 0 });
    const after = await place(id, { kind: 'group', id: a.id, parentId: null, index: 1 });
    expect(shape(after.json())).toMatchObject({ '(top)': ['B', 'A'], B: ['B1', 'B2'] });
    const orders = (await tree(id)).groups.filter((entry) => entry.parentId === b.id).map((g) => g.sortOrder);
    expect(orders).toEqual([0, 1]);
  });

  it('puts an article into a group at a position, reorders it there, and takes it out', async () => {
    const id = await center();
    const faq = await group(id, 'FAQ');
    const other = await group(id, 'Other');
    const one = await published('One');
    const two = await published('Two');
    const three = await published('Three');
    await place(id, { kind: 'article', id: one, parentId: faq.id, index: 0 });
    await place(id, { kind: 'article', id: two, parentId: faq.id, index: 1 });
    const into = await place(id, { kind: 'article', id: three, parentId: faq.id, index: 1 });
    expect(shape(into.json()).FAQ).toEqual(['One', 'Three', 'Two']);
    const reordered = await place(id, { kind: 'article', id: one, parentId: faq.id, index: 2 });
    expect(shape(reordered.json()).FAQ).toEqual(['Three', 'Two', 'One']);
    const moved = await place(id, { kind: 'article', id: two, parentId: other.id, index: 0 });
    expect(shape(moved.json())).toMatchObject({ FAQ: ['Three', 'One'], Other: ['Two'] });
    const out = await place(id, { kind: 'article', id: three, parentId: null, index: 0 });
    expect(shape(out.json()).FAQ).toEqual(['One']);
    const freed = out.json().articles.find((article: { id: string }) => article.id === three);
    expect(freed).toMatchObject({ publicKnowledgeBaseArticleGroupId: null });
  });

  it('a refused drop changes nothing and names the cause', async () => {
    const id = await center();
    const a = await group(id, 'A');
    const b = await group(id, 'B');
    const b1 = await group(id, 'B1', b.id);
    await group(id, 'A', b.id);
    const article = await published('Loose');
    const before = await tree(id);

    const refusals: Array<[object, number, string, string]> = [
      // Past the end of B's children: the move into B must not happen without its position.
      [
        { kind: 'group', id: b1.id, parentId: a.id, index: 1 },
        400,
        'INVALID_POSITION',
        'Position 1 is past the end',
      ],
      [
        { kind: 'group', id: a.id, parentId: theirGroup.id, index: 0 },
        404,
        'GROUP_NOT_FOUND',
        'Group not found',
      ],
      [{ kind: 'group', id: b.id, parentId: b1.id, index: 0 }, 400, 'GROUP_INTO_DESCENDANT', 'descendant'],
      [{ kind: 'group', id: a.id, parentId: b.id, index: 0 }, 400, 'GROUP_NAME_TAKEN', 'already exists'],
      [{ kind: 'article', id: article, parentId: a.id, index: 3 }, 400, 'INVALID_POSITION', 'Position 3'],
      [{ kind: 'article', id: article, parentId: theirGroup.id, index: 0 }, 404, 'GROUP_NOT_FOUND', 'Group'],
      [{ kind: 'article', id: article, parentId: null, index: 2 }, 400, 'INVALID_POSITION', 'Position 2'],
    ];
    for (const [body, status, code, message] of refusals) {
      const res = await place(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(message);
    }
    for (const bad of [
      { kind: 'folder', id: a.id, parentId: null, index: 0 },
      { kind: 'group', id: a.id, index: -1 },
    ]) {
      const res = await place(id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await tree(id)).toEqual(before);
    expect(shape(await tree(theirs, stranger.token))).toEqual({ '(top)': ['Theirs'], Theirs: [] });
  });

  it('another organization’s help centers, groups and articles are out of reach', async () => {
    const id = await center();
    const mine = await group(id, 'Mine');
    const article = await published('Mine too');
    await place(id, { kind: 'article', id: article, parentId: mine.id, index: 0 });
    const before = await tree(id);

    const viaOurs = await place(id, { kind: 'group', id: mine.id, parentId: null, index: 0 }, stranger.token);
    expect(viaOurs.statusCode).toBe(404);
    expect(viaOurs.json().code).toBe('HELP_CENTER_NOT_FOUND');
    for (const body of [
      { kind: 'group', id: mine.id, parentId: theirGroup.id, index: 0 },
      { kind: 'article', id: article, parentId: theirGroup.id, index: 0 },
      { kind: 'article', id: article, parentId: null, index: 0 },
    ]) {
      const res = await place(theirs, body, stranger.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().message).toMatch(/not found/i);
    }
    expect(await tree(id)).toEqual(before);
    // A group of another help center of the same organization is not this tree's either.
    const second = await center();
    const res = await place(second, { kind: 'group', id: mine.id, parentId: null, index: 0 });
    expect(res.json()).toMatchObject({ code: 'GROUP_NOT_FOUND' });
  });
});
