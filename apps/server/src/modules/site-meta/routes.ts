import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { helpCenters } from '../../db/schema';
import { icoOf, logoPng } from './icons';
import { LOGO_SVG, PRODUCT_NAME, THEME_COLOR } from './logo';

/** Sitemaps robots.txt names at most (the help centers' own; a search engine reads the rest from them). */
const MAX_SITEMAPS = 1000;

/**
 * Paths of the signed-in app and its API: nothing there is for search engines. siteMeta.test.ts
 * reads the web app's routes, so a new screen that is not listed here fails it.
 */
const APP_PATHS = [
  '/v1/',
  '/admin',
  '/analytics',
  '/articles',
  '/connect-desktop',
  '/get-started',
  '/glossary',
  '/helpcenters',
  '/insert-link',
  '/install-recorder',
  '/markdown-help',
  '/onboarding',
  '/organization-selector',
  '/organizations',
  '/plans',
  '/select-subscription',
  '/settings',
  '/translation-languages',
  '/upgrade',
  '/confirm-reset',
  '/reset-password',
  '/invitation',
];

export const ROBOTS_TXT = `# ${PRODUCT_NAME}: public pages are the shared articles (and help centers); the app is not for crawlers.
User-agent: *
${APP_PATHS.map((route) => `Disallow: ${route}`).join('\n')}
`;

const MANIFEST = JSON.stringify({
  name: PRODUCT_NAME,
  short_name: 'Support',
  description: 'Step-by-step help articles from recordings, help centers and translations, self-hosted.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#fafaf9',
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icons/logo.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
});

const DAY = 'public, max-age=86400';

/**
 * What every site is asked for besides its pages: /robots.txt, /favicon.ico, the web app manifest
 * and its icons, and the logo. Served by the server, not the web build, so the public pages have
 * them whether or not the web app is built, and help centers can add their sitemaps here later.
 */
export function siteMetaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The public help centers' sitemaps, read at most once a minute (robots.txt is asked for often).
    let sitemaps: { at: number; slugs: Promise<string[]> } | null = null;
    const publicSlugs = () => {
      if (!sitemaps || sitemaps.at + 60_000 < Date.now()) {
        const slugs = ctx.db
          .select({ slug: helpCenters.slug })
          .from(helpCenters)
          .where(and(eq(helpCenters.published, true), ne(helpCenters.authenticationType, 'PASSWORD')))
          .orderBy(helpCenters.slug)
          .limit(MAX_SITEMAPS)
          .then((rows) => rows.map((row) => row.slug));
        sitemaps = { at: Date.now(), slugs };
        slugs.catch(() => {
          sitemaps = null;
        });
      }
      return sitemaps.slugs;
    };
    // Drawn once, on first request.
    const images = new Map<string, Promise<Buffer>>();
    const once = (key: string, make: () => Promise<Buffer>) => {
      let image = images.get(key);
      if (!image) {
        image = make();
        images.set(key, image);
      }
      return image;
    };
    const send = (reply: FastifyReply, type: string, body: string | Buffer) =>
      reply.header('content-type', type).header('cache-control', DAY).send(body);
    const hidden = { schema: { hide: true } };

    app.get('/robots.txt', hidden, async (request, reply) => {
      const sites = ctx.config.publicSite.docsUrl ?? `${ctx.config.publicUrl ?? ctx.origin.of(request)}/docs`;
      const lines = (await publicSlugs()).map((slug) => `Sitemap: ${sites}/${slug}/sitemap.xml`);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(lines.length ? `${ROBOTS_TXT}\n${lines.join('\n')}\n` : ROBOTS_TXT);
    });
    app.get('/manifest.webmanifest', hidden, (_request, reply) =>
      send(reply, 'application/manifest+json; charset=utf-8', MANIFEST),
    );
    // Not /logo.svg: the web build serves that file itself.
    app.get('/icons/logo.svg', hidden, (_request, reply) => send(reply, 'image/svg+xml', LOGO_SVG));
    app.get('/favicon.ico', hidden, async (_request, reply) => {
      const ico = await once('ico', async () =>
        icoOf(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await logoPng(size) })))),
      );
      return send(reply, 'image/x-icon', ico);
    });
    for (const size of [192, 512]) {
      app.get(`/icons/icon-${size}.png`, hidden, async (_request, reply) =>
        send(reply, 'image/png', await once(`png${size}`, () => logoPng(size))),
      );
    }
  };
}
