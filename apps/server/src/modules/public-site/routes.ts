import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { HeardChange } from '../../changes/types';
import type { AppContext } from '../../context';
import type { FastPaths } from '../../lib/http/fastPaths';
import { RenderPool } from '../../lib/markdown';
import type { OriginSource } from '../../lib/trustedOrigin';
import { createWorkGate } from '../../lib/workGate';
import { ShareViewRecorder } from '../analytics-collect/shareViews';
import { pdfFilename } from '../exports/pdf/pdfFilename';
import { sharedArticlePdf } from '../exports/pdf/sharedPdf';
import { sendSharedAudio } from '../public-pages/audio';
import { renderNotFoundPage } from '../public-pages/document';
import { type EncodedPage, encodePage, sendEncodedPage } from '../public-pages/encodedPage';
import { IMAGE_CACHE_CONTROL, NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../public-pages/headers';
import { bySharingId, type SharedImageKind, sendSharedImage } from '../public-pages/sharedImages';
import { redirectWithoutTrailingSlash } from '../public-pages/trailingSlash';
import { ArticleRenders } from './articleRenders';
import { PageCache } from './pageCache';
import { normalizeLanguage, type SharedPageResult, SharedPages } from './sharedPage';
import { type FoundPage, sharedPageFastPath } from './sharedPageFastPath';
import { attachPublicSite } from './state';

const SHARING_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The addresses of a shared article: its sharing id, an image's kind and id, the page's `?lang=`. */
type Shared = {
  Params: { sharingId: string; kind?: string; imageId?: string };
  Querystring: { lang?: unknown } | undefined;
};
type SharedRequest = FastifyRequest<{ Querystring: { lang?: unknown } | undefined }>;

/**
 * The public shared-article pages at the site root: `/shared/{sharingId}` (`?lang=`) and its
 * images. Registered before the web app, so its fallback never answers a /shared path.
 */
export function publicSiteRoutes(ctx: AppContext, fastPaths?: FastPaths): FastifyPluginAsync {
  return async (app) => {
    const cache = new PageCache({
      maxBytes: ctx.config.publicSite.pageCacheBytes,
      ttlMs: 60_000,
      missingTtlMs: 10_000,
      now: () => ctx.clock.now().getTime(),
    });
    const views = new ShareViewRecorder({
      db: ctx.db,
      changes: ctx.changes,
      now: () => ctx.clock.now(),
      onError: (error, dropped) => app.log.error({ err: error, dropped }, 'could not record share views'),
    });
    const pool = new RenderPool({
      size: 1,
      budgetMsPerMb: ctx.config.publicSite.renderBudgetMsPerMb,
      maxMemoryMb: 512,
    });
    const renders = new ArticleRenders({
      db: ctx.db,
      pool,
      onStored: (articleId) => cache.invalidate(articleId),
      onFailed: (error, target) =>
        app.log.error({ err: error, ...target }, 'could not render article content'),
    });
    const pages = new SharedPages(ctx.db, cache, renders);
    const detach = attachPublicSite(ctx.db, { cache, views, renders });
    const onChange = (change: HeardChange<'article'>) => {
      cache.invalidate(change.articleId);
      // The process that made the change renders it; a reader here renders it too if asked first.
      if (change.remote) return;
      // Saved content is rendered now, on the render thread, rather than when a reader asks. A
      // change to step images alone leaves the text as it was: nothing to render.
      if (change.kind === 'updated' && !onlyImages(change)) {
        void renders
          .refresh(change.articleId)
          .catch((error) =>
            app.log.error({ err: error, articleId: change.articleId }, 'could not render article'),
          );
      }
    };
    const unsubscribe = ctx.changes.subscribe('article', { changed: onChange, resync: () => cache.clear() });
    // A translation saved, replaced or gone stale changes the page in that language.
    const stopTranslations = ctx.changes.subscribe('translation', {
      changed: (change) => onChange({ ...change, kind: 'updated', topic: 'article' }),
      resync: () => cache.clear(),
    });
    // The organization's name and languages are on every page.
    const stopOrganizations = ctx.changes.subscribe('organization', {
      changed: (change) => cache.invalidateOrganization(change.organizationId),
      resync: () => cache.clear(),
    });
    // A help center's password switched on or off, or its groups changed, opens or closes the
    // shared links of the articles in it (help-centers/protection.ts). Rare: the whole organization.
    const stopHelpCenters = ctx.changes.subscribe('helpCenter', {
      changed: (change) => cache.invalidateOrganization(change.organizationId),
      resync: () => cache.clear(),
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      stopTranslations();
      stopOrganizations();
      stopHelpCenters();
      detach();
      await views.close();
      await pool.close();
    });

    const configuredBase = ctx.config.publicSite.docsUrl ?? ctx.config.publicUrl;
    // The app's security headers are skipped here: these routes send a stricter set (public-pages/headers.ts).
    const route = { schema: { hide: true }, config: { securityHeaders: false as const } };
    const notFound = await notFoundPages();

    const base = (request: () => OriginSource) => ({
      baseUrl: configuredBase ?? ctx.origin.of(request()),
      baseFromRequest: !configuredBase,
    });
    const viewed = (page: FoundPage, reader: { ip: string; headers: IncomingHttpHeaders }) =>
      views.record({
        articleId: page.articleId,
        organizationId: page.organizationId,
        language: page.language,
        ...reader,
      });

    // Pages in memory are answered before Fastify; everything else comes to the routes below.
    const removeFastPath = fastPaths?.add(
      sharedPageFastPath({ pages, trustProxy: ctx.config.trustProxy, base, viewed }),
    );
    app.addHook('onClose', async () => removeFastPath?.());

    function sendNotFoundPage(request: SharedRequest, reply: FastifyReply) {
      return sendEncodedPage(request, reply, notFound(pageLanguage(request)), {
        status: 404,
        cacheControl: NOT_FOUND_CACHE_CONTROL,
      });
    }

    function respond(request: SharedRequest, reply: FastifyReply, result: SharedPageResult) {
      if (!result.found) return sendNotFoundPage(request, reply);
      if (request.method === 'GET') {
        viewed(result, { ip: request.ip, headers: request.headers });
      }
      return sendEncodedPage(request, reply, result.page, {
        status: 200,
        cacheControl: PAGE_CACHE_CONTROL,
      });
    }

    // Not async: a page from memory is answered without waiting for a promise.
    app.get<Shared>('/shared/:sharingId', route, (request, reply) => {
      const { sharingId } = request.params;
      if (!SHARING_ID.test(sharingId)) return sendNotFoundPage(request, reply);
      const result = pages.get({
        sharingId,
        language: normalizeLanguage(request.query?.lang),
        ...base(() => request),
      });
      if (result instanceof Promise) return result.then((loaded) => respond(request, reply, loaded));
      return respond(request, reply, result);
    });

    async function sendImage(request: FastifyRequest<Shared>, reply: FastifyReply, kind: SharedImageKind) {
      const { sharingId, imageId } = request.params;
      if (!SHARING_ID.test(sharingId)) return sendNotFoundPage(request, reply);
      const sent = await sendSharedImage(ctx, request, reply, {
        owner: bySharingId(sharingId),
        kind,
        imageId,
        cacheControl: IMAGE_CACHE_CONTROL,
      });
      return sent ? reply : sendNotFoundPage(request, reply);
    }

    app.get<Shared>('/shared/:sharingId/images/:kind/:imageId', route, (request, reply) => {
      const { kind } = request.params;
      if (kind !== 'steps' && kind !== 'external') return sendNotFoundPage(request, reply);
      return sendImage(request, reply, kind);
    });
    app.get<Shared>('/shared/:sharingId/images/demo.gif', route, (request, reply) =>
      sendImage(request, reply, 'demo.gif'),
    );
    // A narration, when its organization offers them (checked per request, like the page's player).
    app.get<Shared>('/shared/:sharingId/audio', route, async (request, reply) => {
      const { sharingId } = request.params;
      if (!SHARING_ID.test(sharingId)) return sendNotFoundPage(request, reply);
      const sent = await sendSharedAudio(ctx, request, reply, {
        owner: bySharingId(sharingId),
        cacheControl: AUDIO_CACHE_CONTROL,
      });
      return sent ? reply : sendNotFoundPage(request, reply);
    });
    // A PDF is made per request (seconds of CPU for a long article): a few at once, one per reader.
    const pdfGate = createWorkGate({ concurrency: 2, queue: 8, perOwner: 2 });
    app.get<Shared>('/shared/:sharingId/pdf', route, async (request, reply) => {
      const { sharingId } = request.params;
      if (!SHARING_ID.test(sharingId)) return sendNotFoundPage(request, reply);
      const made = await pdfGate.run(request.ip, () =>
        sharedArticlePdf({
          db: ctx.db,
          storage: ctx.storage,
          sharingId,
          language: normalizeLanguage(request.query?.lang),
          baseUrl: base(() => request).baseUrl,
        }),
      );
      if (!made) return sendNotFoundPage(request, reply);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdfFilename(made.title)}"`)
        .header('Cache-Control', 'public, max-age=60')
        .header('X-Content-Type-Options', 'nosniff')
        .send(made.pdf);
    });
    app.get<Shared>(
      '/shared/:sharingId/',
      route,
      (request, reply) => redirectWithoutTrailingSlash(request, reply) ?? sendNotFoundPage(request, reply),
    );
    app.get('/shared', route, sendNotFoundPage);
    app.get('/shared/*', route, sendNotFoundPage);
  };
}

/** Short, so an organization that stops sharing narrations stops them within a minute everywhere. */
const AUDIO_CACHE_CONTROL = 'public, max-age=60';

/** German for German readers, English for everyone else (the article's own language is unknown here). */
function pageLanguage(request: SharedRequest): 'en' | 'de' {
  const query = request.query;
  const asked = typeof query?.lang === 'string' ? query.lang : request.headers['accept-language'];
  return typeof asked === 'string' && asked.trim().slice(0, 2).toLowerCase() === 'de' ? 'de' : 'en';
}

async function notFoundPages(): Promise<(language: 'en' | 'de') => EncodedPage> {
  const [en, de] = await Promise.all([
    encodePage(renderNotFoundPage('en')),
    encodePage(renderNotFoundPage('de')),
  ]);
  return (language) => (language === 'de' ? de : en);
}

/** A change to how step images look, and to nothing else (an annotation save). */
function onlyImages(change: HeardChange<'article'>): boolean {
  const images = change.imagesOfVersion ?? change.renderedImagesOfVersion;
  return Boolean(images) && !change.stepsOfVersion && !change.textOfVersion;
}
