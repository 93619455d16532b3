import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sendSharedAudio } from '../public-site/audio';
import { type EncodedPage, sendEncodedPage } from '../public-site/encodedPage';
import { IMAGE_CACHE_CONTROL } from '../public-site/headers';
import { type SharedImageKind, sendSharedImage } from '../public-site/sharedImages';
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
 * let in only, and only of this site's own articles. Open sites use the shared page's addresses.
 */
export function registerSiteMediaRoutes(app: FastifyInstance, deps: Deps): void {
  const route = { schema: { hide: true } };
  /** The site when `sharingId` is one of its articles and the reader may see it; else the 404 is sent. */
  const guard = async (request: FastifyRequest, reply: FastifyReply, sharingId: string) => {
    const site = (await deps.siteOf(request))?.site;
    if (!site?.articles.some((article) => article.sharingId === sharingId)) {
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
    return { isProtected: site.center.authenticationType === 'PASSWORD' };
  };

  const sendImage = async (request: FastifyRequest, reply: FastifyReply, kind: SharedImageKind) => {
    const { sharingId, imageId } = request.params as { sharingId: string; imageId?: string };
    const site = await guard(request, reply, sharingId);
    if (!site) return reply;
    const sent = await sendSharedImage(deps.ctx, request, reply, {
      sharingId,
      kind,
      imageId,
      // A reader's browser may keep what it was let in to see; no shared cache may.
      cacheControl: site.isProtected ? 'private, max-age=600' : IMAGE_CACHE_CONTROL,
    });
    return sent ? reply : deps.sendNotFound(request, reply);
  };
  app.get('/docs/:slug/images/:sharingId/:kind/:imageId', route, (request, reply) => {
    const { kind } = request.params as { kind: string };
    if (kind !== 'steps' && kind !== 'external') return deps.sendNotFound(request, reply);
    return sendImage(request, reply, kind);
  });
  app.get('/docs/:slug/images/:sharingId/demo.gif', route, (request, reply) =>
    sendImage(request, reply, 'demo.gif'),
  );

  app.get('/docs/:slug/audio/:sharingId', route, async (request, reply) => {
    const { sharingId } = request.params as { sharingId: string };
    const site = await guard(request, reply, sharingId);
    if (!site) return reply;
    const sent = await sendSharedAudio(deps.ctx, request, reply, {
      sharingId,
      cacheControl: site.isProtected ? 'private, max-age=60' : 'public, max-age=60',
    });
    return sent ? reply : deps.sendNotFound(request, reply);
  });
}
