import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sendSharedAudio } from '../public-site/audio';
import { type EncodedPage, sendEncodedPage } from '../public-site/encodedPage';
import { IMAGE_CACHE_CONTROL } from '../public-site/headers';
import { byArticle, type SharedImageKind, sendSharedImage } from '../public-site/sharedImages';
import type { HelpCenterSite } from './loadSite';
import type { SiteEntry } from './siteCache';

type Deps = {
  ctx: AppContext;
  siteOf: (request: FastifyRequest) => Promise<SiteEntry | null>;
  admitted: (request: FastifyRequest, site: HelpCenterSite) => boolean;
  sendNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;
  notFound: EncodedPage;
};

/**
 * The images and narration of a protected site's articles (articlePage.ts points here): for readers
 * let in only, and only of this site's own articles. They are addressed by the article's id, never
 * by its sharing id: a reader let in once must not learn the shared link, which would outlast a
 * change of password (issue 43). Open sites use the shared page's addresses.
 */
export function registerSiteMediaRoutes(app: FastifyInstance, deps: Deps): void {
  const route = { schema: { hide: true } };
  /** The article when it is one of the site's and the reader may see it; else the 404 is sent. */
  const guard = async (request: FastifyRequest, reply: FastifyReply, articleId: string) => {
    const site = (await deps.siteOf(request))?.site;
    if (!site?.articles.some((article) => article.id === articleId)) {
      await deps.sendNotFound(request, reply);
      return null;
    }
    if (!deps.admitted(request, site)) {
      await sendEncodedPage(request, reply, deps.notFound, {
        status: 404,
        cacheControl: 'private, no-store',
      });
      return null;
    }
    return {
      owner: byArticle(site.center.organizationId, articleId),
      isProtected: site.center.authenticationType === 'PASSWORD',
    };
  };

  const sendImage = async (request: FastifyRequest, reply: FastifyReply, kind: SharedImageKind) => {
    const { articleId, imageId } = request.params as { articleId: string; imageId?: string };
    const site = await guard(request, reply, articleId);
    if (!site) return reply;
    const sent = await sendSharedImage(deps.ctx, request, reply, {
      owner: site.owner,
      kind,
      imageId,
      // A reader's browser may keep what it was let in to see; no shared cache may.
      cacheControl: site.isProtected ? 'private, max-age=600' : IMAGE_CACHE_CONTROL,
    });
    return sent ? reply : deps.sendNotFound(request, reply);
  };
  app.get('/docs/:slug/images/:articleId/:kind/:imageId', route, (request, reply) => {
    const { kind } = request.params as { kind: string };
    if (kind !== 'steps' && kind !== 'external') return deps.sendNotFound(request, reply);
    return sendImage(request, reply, kind);
  });
  app.get('/docs/:slug/images/:articleId/demo.gif', route, (request, reply) =>
    sendImage(request, reply, 'demo.gif'),
  );

  app.get('/docs/:slug/audio/:articleId', route, async (request, reply) => {
    const { articleId } = request.params as { articleId: string };
    const site = await guard(request, reply, articleId);
    if (!site) return reply;
    const sent = await sendSharedAudio(deps.ctx, request, reply, {
      owner: site.owner,
      cacheControl: site.isProtected ? 'private, max-age=60' : 'public, max-age=60',
    });
    return sent ? reply : deps.sendNotFound(request, reply);
  });
}
