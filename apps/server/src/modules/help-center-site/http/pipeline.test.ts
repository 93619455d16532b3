import { type HelpCenter, LANGUAGE_LOCALES } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../../test/factories';
import { publish } from '../../public-site/testSupport';
import { articleSlug, groupSlug } from '../paths';
import { routeTable } from './routeTable';

/**
 * Issue 45: every route of the public help center is behind one pipeline. This test finds them all
 * in the running app (its route tree, not a list kept by hand) and proves that each refuses a
 * protected site to a reader without its password: a route added outside the pipeline, or one that
 * answers before it, fails here. Two routes are open to everyone by design and say so.
 */
describe('the help center pipeline', () => {
  let t: TestApp;
  let ai: AiStandIn;
  let admin: RegisteredUser;
  let center: HelpCenter;
  const secret = 'Holiday rules';
  const params: Record<string, string> = { locale: LANGUAGE_LOCALES.de, kind: 'steps', imageId: 'step-0' };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const send = (route: string, cookie?: string) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? name);
    return t.app.inject({
      method,
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: method === 'POST' ? 'helpful=yes&password=wrong' : undefined,
    });
  };
  const siteRoutes = () => routeTable(t.app.printRoutes()).filter((route) => route.includes(' /docs/'));

  beforeAll(async () => {
    // German is a language of the site (a /de-DE address) once translation is set up.
    ai = await startAiStandIn({ kind: 'reply', answer: () => 'Urlaub' });
    t = await createTestApp({ env: aiEnv(ai) });
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Staff Handbook' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'HR' })
    ).json();
    const articleId = await createArticle(t.app, admin.token, { title: secret, content: 'Ten days a year.' });
    await publish(t.app, admin.token, articleId);
    await call('POST', `/public-groups/groups/${group.id}/articles/${articleId}`);
    const added = await call('POST', '/organization/settings/translation-languages/add', { language: 'de' });
    expect(added.statusCode, added.body).toBe(200);
    Object.assign(params, {
      slug: center.slug,
      articleId,
      articleSlug: articleSlug({ id: articleId, title: secret }),
      groupSlug: groupSlug(group),
      search: 'holiday',
    });
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it('finds every route of the help center in the app', () => {
    const routes = siteRoutes();
    // Pages in two address forms, search, answers, feedback, files, media, logo, the password form.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContain('GET /docs/:slug/:locale/articles/:articleSlug');
    expect(routes).toContain('POST /docs/:slug/access');
  });

  it('refuses a protected site on every route to a reader without the password', async () => {
    // The widget's loader is the same script for every site (widget/routes.ts): it tells nothing
    // of one; its panel and config.json answer 404 to a protected site's strangers.
    const openToEveryone = [
      'GET /docs/:slug/robots.txt',
      'POST /docs/:slug/access',
      'GET /docs/widget.js',
      'GET /docs/:slug/widget.js',
    ];
    for (const route of siteRoutes()) {
      const res = await send(route);
      if (openToEveryone.includes(route)) continue;
      expect([401, 404], route).toContain(res.statusCode);
      expect(res.headers['cache-control'], route).toBe('private, no-store');
      expect(res.body, route).not.toContain(secret);
      expect(res.body, route).not.toContain('Ten days a year');
    }
    // The two that answer everyone tell nothing of the site's content.
    const robots = await send('GET /docs/:slug/robots.txt');
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    const wrong = await send('POST /docs/:slug/access');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain(secret);
  });

  it('answers the same pages once the reader is let in', async () => {
    const entered = await t.app.inject({
      method: 'POST',
      url: `/docs/${center.slug}/access`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=open+sesame',
    });
    const cookie = String(entered.headers['set-cookie']).split(';')[0]!;
    // In the site's own language (the article has no German text), and its German home page.
    const pages = siteRoutes().filter((r) => /^GET \/docs\/:slug(\/(articles|groups)\/:\w+)?$/.test(r));
    expect(pages).toHaveLength(3);
    for (const route of [...pages, 'GET /docs/:slug/:locale']) {
      const res = await send(route, cookie);
      expect(res.statusCode, route).toBe(200);
    }
    const home = await send('GET /docs/:slug', cookie);
    expect(home.body).toContain(secret);
  });
});
