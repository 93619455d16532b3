import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { SiteCache } from './siteCache';

/**
 * A site read that began before a change and ended after it is answered once, not kept: the
 * change's event came while the read was under way, so keeping it would hide the change until
 * the cache's time-out (a help center that "did not change" after Save).
 */
describe('the help centers kept in memory, while a change comes', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
  });
  afterAll(() => t?.close());

  it('does not keep a site read across a change, nor a page made from it', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/help-centers',
      headers: bearer(admin.token),
      payload: { name: 'Race Help' },
    });
    const center = made.json();
    const cache = new SiteCache(t.app.ctx.db);
    const reading = cache.site(center.slug);
    // The change's event arrives while the read is under way.
    cache.forgetOrganization(center.organizationId);
    const stale = await reading;
    expect(stale?.site.center.slug).toBe(center.slug);
    expect(cache.kept(center.slug)).toBeUndefined();

    const fresh = await cache.site(center.slug);
    expect(cache.kept(center.slug)).toBe(fresh);
    const key = `${center.slug}\nhttp://x\n/docs/${center.slug}\nhome`;
    const page = {
      raw: Buffer.from('x'),
      br: Buffer.from('x'),
      gzip: Buffer.from('x'),
      etags: { raw: '"a"', br: '"b"', gzip: '"c"' },
      size: 3,
    };
    cache.keep(key, page, stale!);
    expect(cache.page(key)).toBeUndefined();
    cache.keep(key, page, fresh!);
    expect(cache.page(key)).toBe(page);
  });
});
