import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { sendSharedAudio } from '../../public-pages/audio';
import { IMAGE_CACHE_CONTROL, SECURITY_HEADERS } from '../../public-pages/headers';
import { byArticle, type SharedImageKind, sendSharedImage } from '../../public-pages/sharedImages';
import { isProtected } from '../access';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

type Media = { Params: { slug: string; articleId: string; kind?: string; imageId?: string } };

/**
 * The logo, and the images and narration of a protected site's articles (articlePage.ts points
 * here): for readers let in only (a private 404 for others, the pipeline's `media`), and only of
 * this site's own articles. They are addressed by the article's id, never by its sharing id: a
 * reader let in once must not learn the shared link, which would outlast a change of password
 * (issue 43). Open sites use the shared page's addresses.
 */
export function registerSiteMediaRoutes(
  app: FastifyInstance,
  deps: { ctx: AppContext; replies: SiteReplies },
): void {
  const { ctx, replies } = deps;
  const route = { schema: { hide: true }, config: { site: 'media' as const } };
  /** The article's owner when it is one of the site's; null for another's. */
  const ownerOf = (request: FastifyRequest<Media>) => {
    const { site } = visitOf(request).entry;
    const { articleId } = request.params;
    if (!site.articles.some((article) => article.id === articleId)) return null;
    return { owner: byArticle(site.center.organizationId, articleId), hidden: isProtected(site.center) };
  };

  const sendImage = async (request: FastifyRequest<Media>, reply: FastifyReply, kind: SharedImageKind) => {
    const site = ownerOf(request);
    if (!site) return replies.sendNotFound(request, reply);
    const sent = await sendSharedImage(ctx, request, reply, {
      owner: site.owner,
      kind,
      imageId: request.params.imageId,
      // A reader's browser may keep what it was let in to see; no shared cache may.
      cacheControl: site.hidden ? 'private, max-age=600' : IMAGE_CACHE_CONTROL,
    });
    return sent ? reply : replies.sendNotFound(request, reply);
  };
  app.get<Media>('/docs/:slug/images/:articleId/:kind/:imageId', route, (request, reply) => {
    const { kind } = request.params;
    if (kind !== 'steps' && kind !== 'external') return replies.sendNotFound(request, reply);
    return sendImage(request, reply, kind);
  });
  app.get<Media>('/docs/:slug/images/:articleId/demo.gif', route, (request, reply) =>
    sendImage(request, reply, 'demo.gif'),
  );

  app.get<Media>('/docs/:slug/audio/:articleId', route, async (request, reply) => {
    const site = ownerOf(request);
    if (!site) return replies.sendNotFound(request, reply);
    const sent = await sendSharedAudio(ctx, request, reply, {
      owner: site.owner,
      cacheControl: site.hidden ? 'private, max-age=60' : 'public, max-age=60',
    });
    return sent ? reply : replies.sendNotFound(request, reply);
  });

  // Not cached anywhere on a protected site: the same address answers with the image once the
  // reader is let in. The site, when kept, is current (changes drop it): no query for it then.
  app.get<{ Params: { slug: string } }>('/docs/:slug/logo', route, async (request, reply) => {
    const { site } = visitOf(request).entry;
    const object = site.center.logoKey ? await ctx.storage.get(site.center.logoKey) : null;
    if (!object) return replies.sendNotFound(request, reply);
    reply.headers(SECURITY_HEADERS);
    reply.header('cache-control', isProtected(site.center) ? 'private, no-store' : IMAGE_CACHE_CONTROL);
    return reply.type(object.contentType === 'image/jpeg' ? 'image/jpeg' : 'image/png').send(object.body);
  });
}
