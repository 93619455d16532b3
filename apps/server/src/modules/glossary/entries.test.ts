import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZFeatureCheck, ZGlossaryEntry, ZGlossaryEntryList, ZPlanFeatures } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, buyPlan, registerCompanyAdmin, registerTrialAdmin } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (app: TestApp, method: Method, url: string, token: string, payload?: object) =>
  app.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
const list = async (token: string, app = t) => {
  const res = await call(app, 'GET', '/glossary/entries', token);
  expect(res.statusCode).toBe(200);
  return ZGlossaryEntryList.parse(res.json());
};
const add = (token: string, entry: object, app = t) => call(app, 'POST', '/glossary/entries', token, entry);

describe('glossary entries', () => {
  it('creates an entry with trimmed fields and its creator, lists it, updates and deletes it', async () => {
    const admin = await registerTrialAdmin(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const created = await add(admin.token, {
      term: '  Workspace ',
      definition: ' A shared area where a team keeps its articles. ',
      negative: ' Space, Area ',
      example: '  ',
    });
    expect(created.statusCode).toBe(201);
    const entry = ZGlossaryEntry.parse(created.json());
    expect(entry).toMatchObject({
      term: 'Workspace',
      definition: 'A shared area where a team keeps its articles.',
      negative: 'Space, Area',
      example: null,
      creator: { id: admin.userId, name: 'Ada Lovelace' },
    });

    const member = await addMember(t.app, admin, { firstName: 'Bob', lastName: 'Builder' });
    expect(await list(member.token)).toEqual([entry]);

    t.clock.advance(60_000);
    const updated = await call(t, 'PUT', `/glossary/entries/${entry.id}`, member.token, {
      term: 'workspace',
      definition: 'Where a team keeps its articles.',
      negative: null,
      example: 'Invite colleagues to your workspace.',
    });
    expect(updated.statusCode).toBe(200);
    expect(ZGlossaryEntry.parse(updated.json())).toMatchObject({
      id: entry.id,
      term: 'workspace',
      negative: null,
      example: 'Invite colleagues to your workspace.',
      // The creator stays the one who wrote it.
      creator: { id: admin.userId, name: 'Ada Lovelace' },
      createdAt: entry.createdAt,
    });
    expect(Date.parse(updated.json().updatedAt)).toBeGreaterThan(Date.parse(entry.updatedAt));

    const deleted = await call(t, 'DELETE', `/glossary/entries/${entry.id}`, member.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Glossary entry deleted' });
    expect(await list(admin.token)).toEqual([]);
    const again = await call(t, 'DELETE', `/glossary/entries/${entry.id}`, member.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'GLOSSARY_ENTRY_NOT_FOUND',
      message: 'Glossary entry not found',
    });
  });

  it('lists entries by term, case ignored', async () => {
    const admin = await registerTrialAdmin(t.app);
    for (const term of ['zone', 'Article', 'billing', 'API key'])
      expect((await add(admin.token, { term, definition: `About ${term}` })).statusCode).toBe(201);
    expect((await list(admin.token)).map((entry) => entry.term)).toEqual([
      'API key',
      'Article',
      'billing',
      'zone',
    ]);
  });

  it('refuses a missing term or definition, overlong fields and a term to avoid equal to the term', async () => {
    const admin = await registerTrialAdmin(t.app);
    const cases: [object, string, string][] = [
      [{ term: '   ', definition: 'x' }, 'term', 'Please enter a term'],
      [{ term: 'Term' }, 'definition', ''],
      [{ term: 'Term', definition: ' \n ' }, 'definition', 'Please enter a definition'],
      [{ term: 'x'.repeat(201), definition: 'x' }, 'term', 'The term can be at most 200 characters'],
      [
        { term: 'Term', definition: 'x'.repeat(2001) },
        'definition',
        'The definition can be at most 2000 characters',
      ],
      [{ term: 'Term', definition: 'x', example: 'x'.repeat(1001) }, 'example', ''],
      [
        { term: 'E-mail', definition: 'x', negative: 'email, e-MAIL' },
        'negative',
        'The term to avoid must differ',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(res.json().message).toContain(message);
    }
    expect(await list(admin.token)).toEqual([]);
  });

  it('keeps terms unique per organization ignoring case: 409 GLOSSARY_TERM_TAKEN on create and update', async () => {
    const admin = await registerTrialAdmin(t.app);
    const first = ZGlossaryEntry.parse(
      (await add(admin.token, { term: 'Workspace', definition: 'One' })).json(),
    );
    const twice = await add(admin.token, { term: ' WORKSPACE ', definition: 'Two' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'GLOSSARY_TERM_TAKEN',
      message: 'The glossary already has an entry for "Workspace"',
      field: 'term',
    });
    const other = ZGlossaryEntry.parse((await add(admin.token, { term: 'Project', definition: 'P' })).json());
    const renamed = await call(t, 'PUT', `/glossary/entries/${other.id}`, admin.token, {
      term: 'workspace',
      definition: 'P',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: 'GLOSSARY_TERM_TAKEN', field: 'term' });
    // An entry keeps its own term with another case.
    const own = await call(t, 'PUT', `/glossary/entries/${first.id}`, admin.token, {
      term: 'WorkSpace',
      definition: 'One',
    });
    expect(own.statusCode).toBe(200);
    // Another organization has its own glossary.
    const stranger = await registerTrialAdmin(t.app);
    expect((await add(stranger.token, { term: 'workspace', definition: 'Theirs' })).statusCode).toBe(201);
    // Two writers adding the same term at once: one wins.
    const race = await Promise.all([
      add(admin.token, { term: 'Dashboard', definition: 'A' }),
      add(admin.token, { term: 'dashboard', definition: 'B' }),
    ]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await list(admin.token)).map((entry) => entry.term)).toEqual([
      'Dashboard',
      'Project',
      'WorkSpace',
    ]);
  });

  it("never reaches another organization's entries", async () => {
    const owner = await registerTrialAdmin(t.app);
    const entry = ZGlossaryEntry.parse(
      (await add(owner.token, { term: 'Secret', definition: 'Ours' })).json(),
    );
    const stranger = await registerTrialAdmin(t.app);
    expect(await list(stranger.token)).toEqual([]);
    const body = { term: 'Stolen', definition: 'Theirs' };
    for (const [method, payload] of [
      ['PUT', body],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t, method, `/glossary/entries/${entry.id}`, stranger.token, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'GLOSSARY_ENTRY_NOT_FOUND' });
    }
    const unknown = await call(t, 'PUT', `/glossary/entries/${crypto.randomUUID()}`, owner.token, body);
    expect(unknown.statusCode).toBe(404);
    expect(await list(owner.token)).toEqual([entry]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/glossary/entries' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs the GLOSSARY feature to write; listing and deleting stay open after a downgrade', async () => {
    const admin = await registerTrialAdmin(t.app);
    const entry = ZGlossaryEntry.parse((await add(admin.token, { term: 'Kept', definition: 'K' })).json());
    await buyPlan(t.app, admin.token, 'prod_starter');
    const refused = await add(admin.token, { term: 'New', definition: 'N' });
    expect(refused.statusCode).toBe(403);
    const body = refused.json();
    expect(body).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', feature: 'GLOSSARY', hasAccess: false });
    expect(ZFeatureCheck.safeParse(body).success).toBe(true);
    const edit = await call(t, 'PUT', `/glossary/entries/${entry.id}`, admin.token, {
      term: 'Kept',
      definition: 'X',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE' });
    expect(await list(admin.token)).toEqual([entry]);
    expect((await call(t, 'DELETE', `/glossary/entries/${entry.id}`, admin.token)).statusCode).toBe(200);
  });

  it('answers 403 NO_SUBSCRIPTION before a plan is chosen', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const res = await call(t, 'GET', '/glossary/entries', admin.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });
});

describe('the GLOSSARY limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../config/catalogue.json', import.meta.url), 'utf8'),
    ) as { plans: { id: string; limits: Record<string, unknown> }[] };
    for (const plan of catalogue.plans) if (plan.id === 'extended-trial') plan.limits.GLOSSARY = 2;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'glossary-plans-')), 'plans.json');
    writeFileSync(file, JSON.stringify(catalogue));
    limited = await createTestApp({ env: { PLANS_FILE: file } });
  });
  afterAll(() => limited?.close());

  it('counts the entries that exist: the meter shows them, the limit refuses more, deleting frees one', async () => {
    const admin = await registerTrialAdmin(limited.app);
    const features = async () =>
      ZPlanFeatures.parse((await call(limited, 'GET', '/plan/features', admin.token)).json()).features
        .GLOSSARY;
    expect(await features()).toMatchObject({ currentUsage: 0, limit: 2, isLimitReached: false });
    const a = ZGlossaryEntry.parse((await add(admin.token, { term: 'A', definition: 'a' }, limited)).json());
    await add(admin.token, { term: 'B', definition: 'b' }, limited);
    expect(await features()).toMatchObject({ currentUsage: 2, limit: 2, isLimitReached: true });

    const refused = await add(admin.token, { term: 'C', definition: 'c' }, limited);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      feature: 'GLOSSARY',
      limit: 2,
      isLimitReached: true,
    });
    // Editing is no new entry.
    const edit = await call(limited, 'PUT', `/glossary/entries/${a.id}`, admin.token, {
      term: 'A',
      definition: 'x',
    });
    expect(edit.statusCode).toBe(200);

    expect((await call(limited, 'DELETE', `/glossary/entries/${a.id}`, admin.token)).statusCode).toBe(200);
    expect(await features()).toMatchObject({ currentUsage: 1, isLimitReached: false });
    expect((await add(admin.token, { term: 'C', definition: 'c' }, limited)).statusCode).toBe(201);
    expect((await list(admin.token, limited)).map((entry) => entry.term)).toEqual(['B', 'C']);
  });
});
