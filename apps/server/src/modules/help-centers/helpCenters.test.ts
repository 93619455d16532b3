import { type HelpCenter, ZHelpCenter } from '@support/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  multipartFile,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
} from '../../../test/factories';
import { helpCenters } from '../../db/schema';
import { verifyPassword } from '../../lib/password';

describe('help centers', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app, { firstName: 'Hana', lastName: 'Admin' });
    // Business: room for ten help centers.
    await buyPlan(t.app, admin.token, 'prod_business');
    member = await addMember(t.app, admin, { role: 'MEMBER' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  const create = async (name: string, description?: string) => {
    const res = await call('POST', '/help-centers', admin.token, { name, description });
    expect(res.statusCode, res.body).toBe(201);
    return ZHelpCenter.parse(res.json());
  };

  it('creates a help center with a URL-safe slug, the default theme and its public address', async () => {
    const center = await create('  Über uns & FAQ ', 'Answers for customers');
    expect(center).toMatchObject({
      name: 'Über uns & FAQ',
      description: 'Answers for customers',
      slug: 'uber-uns-faq',
      logo: null,
      theme: null,
      links: [],
      settings: {
        primaryColor: '#FF6B00',
        backgroundColor: '#000000',
        textColor: '#ffffff',
        language: 'en-US',
        authenticationType: 'NONE',
        ssoEnabled: false,
        hasPassword: false,
        backToHomepageUrl: null,
      },
    });
    expect(center.publicUrl).toMatch(/^http:\/\/[^/]+\/docs\/uber-uns-faq$/);
    // The same name again gets a slug of its own.
    const twin = await create('Über uns & FAQ');
    expect(twin.slug).toMatch(/^uber-uns-faq-[0-9a-f]{6}$/);
    const list = (await call('GET', '/help-centers', member.token)).json() as HelpCenter[];
    expect(list.map((item) => item.id)).toEqual(expect.arrayContaining([center.id, twin.id]));
  });

  it('refuses a name that is empty after trimming and a description over 500 characters', async () => {
    const empty = await call('POST', '/help-centers', admin.token, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/name/i);
    const long = await call('POST', '/help-centers', admin.token, {
      name: 'Docs',
      description: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('500');
  });

  it('renames and describes a help center but never changes its slug', async () => {
    const center = await create('Product docs');
    const res = await call('PUT', `/help-centers/${center.id}`, admin.token, {
      name: 'Product manual',
      description: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Product manual', description: null, slug: 'product-docs' });
  });

  it('leaves creating, settings and deletion to admins; members may read and edit links', async () => {
    const center = await create('Members read');
    expect((await call('POST', '/help-centers', member.token, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('PUT', `/help-centers/${center.id}`, member.token, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/help-centers/${center.id}/settings`, member.token, { primaryColor: '#123456' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/help-centers/${center.id}`, member.token)).statusCode).toBe(403);
    expect((await call('GET', `/help-centers/${center.id}`, member.token)).statusCode).toBe(200);
    const links = await call('PUT', `/help-centers/${center.id}/links`, member.token, {
      links: [{ title: 'Status', url: 'status.example.com', icon: 'info' }],
    });
    expect(links.statusCode).toBe(200);
  });

  it('saves colours, language and the homepage link, and refuses malformed ones with a message', async () => {
    const center = await create('Themed');
    const res = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      primaryColor: '#0a66c2',
      backgroundColor: '#fff',
      textColor: '#111111',
      language: 'de-DE',
      backToHomepageUrl: 'example.com/home',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({
      primaryColor: '#0a66c2',
      backgroundColor: '#fff',
      textColor: '#111111',
      language: 'de-DE',
      backToHomepageUrl: 'https://example.com/home',
    });
    for (const bad of [
      { primaryColor: 'red' },
      { backgroundColor: '#12345' },
      { language: 'es-ES' },
      { backToHomepageUrl: 'javascript:alert(1)' },
      { authenticationType: 'OPEN' },
      { unknownSetting: true },
    ]) {
      const refused = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    const cleared = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      backToHomepageUrl: '',
    });
    expect(cleared.json().settings.backToHomepageUrl).toBeNull();
  });

  it('protects with a password kept only as a hash, never sent back', async () => {
    const center = await create('Protected');
    const without = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      authenticationType: 'PASSWORD',
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });

    const res = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('open sesame');
    expect(res.json().settings).toMatchObject({ authenticationType: 'PASSWORD', hasPassword: true });
    const [row] = await t.app.ctx.db.select().from(helpCenters).where(eq(helpCenters.id, center.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, 'open sesame')).toBe(true);

    // Switching off and on again keeps the password; SSO needs its provider first (ssoSignIn.test.ts).
    await call('PUT', `/help-centers/${center.id}/settings`, admin.token, { authenticationType: 'NONE' });
    const again = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      authenticationType: 'PASSWORD',
    });
    expect(again.statusCode).toBe(200);
    const sso = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      authenticationType: 'SSO',
      ssoEnabled: true,
    });
    expect(sso.statusCode).toBe(400);
    expect(sso.json()).toMatchObject({ code: 'SSO_NOT_CONFIGURED' });
  });

  it('keeps quick links as a whole ordered list, adding https:// to a URL without a scheme', async () => {
    const center = await create('Linked');
    const res = await call('PUT', `/help-centers/${center.id}/links`, admin.token, {
      links: [
        { title: 'Status', subtitle: 'Is it up?', url: 'status.example.com', icon: 'info' },
        { title: 'GitHub', url: 'https://github.com/example', icon: 'github', subtitle: '' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { title: 'Status', subtitle: 'Is it up?', url: 'https://status.example.com', icon: 'info', order: 0 },
      { title: 'GitHub', subtitle: null, url: 'https://github.com/example', icon: 'github', order: 1 },
    ]);
    const reordered = await call('PUT', `/help-centers/${center.id}/links`, admin.token, {
      links: [{ title: 'GitHub', url: 'https://github.com/example', icon: 'github' }],
    });
    expect(reordered.json()).toMatchObject([{ title: 'GitHub', order: 0 }]);
    expect((await call('GET', `/help-centers/${center.id}/links`, member.token)).json()).toHaveLength(1);
    expect((await call('GET', `/help-centers/${center.id}`, admin.token)).json().links).toHaveLength(1);
    for (const bad of [
      { title: '', url: 'a.com', icon: 'info' },
      { title: 'No URL', url: '', icon: 'info' },
      { title: 'Script', url: 'javascript:alert(1)', icon: 'info' },
      { title: 'Icon', url: 'a.com', icon: 'rocket' },
    ]) {
      const refused = await call('PUT', `/help-centers/${center.id}/links`, admin.token, { links: [bad] });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('takes a PNG or JPEG logo up to 2 MB, by its bytes, and refuses anything else', async () => {
    const center = await create('Branded');
    const upload = (bytes: Buffer, filename = 'logo.png', field = 'logo') => {
      const { payload, headers } = multipartFile(field, filename, bytes, 'image/png');
      return t.app.inject({
        method: 'POST',
        url: `/v1/help-centers/${center.id}/logo`,
        headers: { ...headers, ...bearer(admin.token) },
        payload,
      });
    };
    const jpeg = await sharp({ create: { width: 500, height: 200, channels: 3, background: '#0a66c2' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'logo.txt');
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().logo as string;
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    expect((await call('GET', `/help-centers/${center.id}`, admin.token)).json().logo).toBeTruthy();

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const refusedGif = await upload(gif, 'logo.gif');
    expect(refusedGif.statusCode).toBe(400);
    expect(refusedGif.json().message).toBe('Only PNG and JPG/JPEG files are allowed');
    const html = await upload(Buffer.from('<html>not an image</html>'), 'logo.png');
    expect(html.json().message).toBe('Only PNG and JPG/JPEG files are allowed');
    const junk = await upload(Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(500, 1)]));
    expect(junk.statusCode).toBe(400);
    const big = await upload(Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('The logo can be at most 2 MB');
  });

  it('deletes a help center with its links; its articles stay', async () => {
    const heard: { helpCenterId: string; kind: string }[] = [];
    const stop = t.app.ctx.changes.subscribe('helpCenter', { changed: (change) => heard.push(change) });
    try {
      const center = await create('Short-lived');
      await call('PUT', `/help-centers/${center.id}/links`, admin.token, {
        links: [{ title: 'Home', url: 'example.com', icon: 'home' }],
      });
      const res = await call('DELETE', `/help-centers/${center.id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect((await call('GET', `/help-centers/${center.id}`, admin.token)).statusCode).toBe(404);
      // Each change was announced (the public site's caches follow them), the deletion last.
      const mine = heard.filter((change) => change.helpCenterId === center.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.at(-1)).toMatchObject({ kind: 'deleted' });
    } finally {
      stop();
    }
  });
});

describe('with a docs host of its own (DOCS_URL)', () => {
  it('gives help centers their address on that host', async () => {
    const t = await createTestApp({ env: { DOCS_URL: 'https://docs.example.com/' } });
    try {
      const admin = await registerTrialAdmin(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(admin.token),
        payload: { name: 'Docs Host' },
      });
      expect(res.json().publicUrl).toBe('https://docs.example.com/docs-host');
    } finally {
      await t.close();
    }
  });
});

describe('HELPCENTERS_TOTAL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('twenty creates at once never pass the plan limit; deleting one frees its place', async () => {
    // The trial holds one help center.
    const admin = await registerTrialAdmin(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/help-centers',
          headers: bearer(admin.token),
          payload: { name: `Center ${i}` },
        }),
      ),
    );
    const created = results.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(1);
    const refused = results.find((res) => res.statusCode === 403)!;
    expect(refused.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/plan/feature/HELPCENTERS_TOTAL/check',
        headers: bearer(admin.token),
      });
    // The usage page and the create button read the same count.
    expect((await check()).json()).toMatchObject({ currentUsage: 1, limit: 1, isLimitReached: true });

    const id = (created[0]!.json() as HelpCenter).id;
    await t.app.inject({ method: 'DELETE', url: `/v1/help-centers/${id}`, headers: bearer(admin.token) });
    expect((await check()).json()).toMatchObject({ currentUsage: 0, isLimitReached: false });
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/help-centers',
      headers: bearer(admin.token),
      payload: { name: 'Second try' },
    });
    expect(again.statusCode).toBe(201);
  });

  it("another organization's help center is a 404 for every call", async () => {
    const owner = await registerTrialAdmin(t.app);
    const stranger = await registerTrialAdmin(t.app);
    const center = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(owner.token),
        payload: { name: 'Private to its owner' },
      })
    ).json() as HelpCenter;
    const calls: [string, string, unknown?][] = [
      ['GET', `/v1/help-centers/${center.id}`],
      ['PUT', `/v1/help-centers/${center.id}`, { name: 'Taken over' }],
      ['PUT', `/v1/help-centers/${center.id}/settings`, { primaryColor: '#000000' }],
      ['GET', `/v1/help-centers/${center.id}/links`],
      ['PUT', `/v1/help-centers/${center.id}/links`, { links: [] }],
      ['DELETE', `/v1/help-centers/${center.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(stranger.token),
        payload: payload as object,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/help-centers',
      headers: bearer(stranger.token),
    });
    expect(list.json()).toEqual([]);
    const still = await t.app.inject({
      method: 'GET',
      url: `/v1/help-centers/${center.id}`,
      headers: bearer(owner.token),
    });
    expect(still.json()).toMatchObject({ name: 'Private to its owner' });
  });
});
