import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { isPreviewToken, PREVIEW_COOKIE_SECONDS, previewCookieName, previewToken } from '../preview';
import { reachedOverHttps } from './accessRoute';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

type PreviewLink = { Params: { slug: string }; Querystring: { token?: unknown } };

/**
 * `GET /docs/{slug}/preview?token=…`: a member's preview link (made by
 * `POST /v1/help-centers/{id}/preview`). A valid token for this help center becomes its preview
 * cookie, HttpOnly, for this help center's path only, and the member lands on its home page with
 * the token gone from the address; anything else is the private 404 a site not published answers.
 */
export function registerPreviewRoute(
  app: FastifyInstance,
  deps: { ctx: AppContext; replies: SiteReplies },
): void {
  const { ctx, replies } = deps;
  const route = { schema: { hide: true }, config: { site: 'previewLink' as const } };
  app.get<PreviewLink>('/docs/:slug/preview', route, async (request, reply) => {
    const { entry, base } = visitOf(request);
    const { center } = entry.site;
    const now = ctx.clock.now();
    if (!isPreviewToken(ctx.config.jwtSecret, 'link', center, request.query.token, now)) {
      return replies.sendPrivateNotFound(request, reply);
    }
    const cookie = previewToken(ctx.config.jwtSecret, 'cookie', center, now);
    const secure = reachedOverHttps(request, ctx.config.publicUrl) ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${previewCookieName(center.id)}=${cookie}; Path=${base || '/'}; Max-Age=${PREVIEW_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
    return reply
      .code(303)
      .header('location', base || '/')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send();
  });
}
