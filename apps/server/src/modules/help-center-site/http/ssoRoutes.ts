import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { finishSignIn, type OidcClients, startSignIn } from '../../help-center-sso/oidc';
import { providerOf } from '../../help-center-sso/providerOf';
import { claimsNeeded, readerAllowed } from '../../help-center-sso/readerRules';
import { readCookie, returnPath } from '../access';
import type { HelpCenterSite } from '../loadSite';
import { siteBase } from '../pageAddress';
import { renderSsoPage, type SsoProblem } from '../ssoPage';
import {
  attemptCookieValue,
  readAttempt,
  SSO_ATTEMPT_SECONDS,
  SSO_SESSION_HOURS,
  ssoAttemptCookieName,
  ssoSessionCookieName,
  ssoSessionToken,
} from '../ssoSession';
import { reachedOverHttps } from './accessRoute';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

type SignInRequest = { Params: { slug: string }; Querystring: { next?: unknown } };

/**
 * Reader sign-in of an SSO help center (issue 50 item 2), open to everyone (the pipeline only
 * resolves the site): `…/sso/login` sends the reader to the provider with state, nonce and PKCE
 * kept in a signed attempt cookie; `…/sso/callback` takes the provider's answer, lets
 * openid-client check it (the code exchange, the ID token's signature, issuer, audience, expiry
 * and nonce), applies the help center's reader rules and sets the reader's session cookie;
 * `…/sso/logout` ends it. Every address and cookie is the site's own: its trusted origin and base.
 */
export function registerSsoRoutes(
  app: FastifyInstance,
  deps: { ctx: AppContext; replies: SiteReplies; clients: OidcClients },
): void {
  const { ctx, replies, clients } = deps;
  const route = { schema: { hide: true }, config: { site: 'everyone' as const } };
  const secret = ctx.config.jwtSecret;

  const where = (request: FastifyRequest, site: HelpCenterSite) => {
    const root = siteBase(request.raw, site.center.slug, undefined);
    return { root, callback: `${replies.originOf(request)}${root}/sso/callback` };
  };
  const cookie = (request: FastifyRequest, name: string, value: string, path: string, seconds: number) => {
    const secure = reachedOverHttps(request, ctx.config.publicUrl) ? '; Secure' : '';
    return `${name}=${value}; Path=${path || '/'}; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure}`;
  };
  const page = (
    reply: FastifyReply,
    site: HelpCenterSite,
    root: string,
    status: number,
    problem: SsoProblem,
  ) =>
    reply
      .code(status)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderSsoPage(site, root, problem, `${root}/sso/login`));

  app.get<SignInRequest>('/docs/:slug/sso/login', route, async (request, reply) => {
    const { site } = visitOf(request).entry;
    const { root, callback } = where(request, site);
    const next = returnPath(request.query.next, root);
    // A site without reader sign-in has no such page (and says nothing of itself).
    if (site.center.authenticationType !== 'SSO') return replies.sendPrivateNotFound(request, reply);
    const provider = providerOf(site.center, secret);
    if (!provider) return page(reply, site, root, 503, 'unavailable');
    let started: Awaited<ReturnType<typeof startSignIn>>;
    try {
      started = await startSignIn(await clients.configuration(provider), callback, next);
    } catch (error) {
      request.log.warn({ err: error, helpCenterId: site.center.id }, 'OpenID discovery failed');
      return page(reply, site, root, 503, 'unavailable');
    }
    const value = attemptCookieValue(secret, site.center.id, started.attempt, ctx.clock.now());
    return reply
      .code(302)
      .header(
        'set-cookie',
        cookie(request, ssoAttemptCookieName(site.center.id), value, root, SSO_ATTEMPT_SECONDS),
      )
      .header('cache-control', 'no-store')
      .header('location', started.url)
      .send();
  });

  app.get<{ Params: { slug: string } }>('/docs/:slug/sso/callback', route, async (request, reply) => {
    const { site } = visitOf(request).entry;
    const { root, callback } = where(request, site);
    if (site.center.authenticationType !== 'SSO') return replies.sendPrivateNotFound(request, reply);
    const provider = providerOf(site.center, secret);
    if (!provider) return page(reply, site, root, 503, 'unavailable');
    const attemptName = ssoAttemptCookieName(site.center.id);
    const attempt = readAttempt(
      secret,
      site.center.id,
      readCookie(request.headers.cookie, attemptName),
      ctx.clock.now(),
    );
    // The attempt is used once, whatever the answer: a second callback with it finds nothing.
    const spent = cookie(request, attemptName, '', root, 0);
    if (!attempt) return page(reply.header('set-cookie', spent), site, root, 401, 'failed');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    let claims: Record<string, unknown>;
    try {
      claims = await finishSignIn(
        await clients.configuration(provider),
        new URL(`${callback}${query}`),
        attempt,
        claimsNeeded(site.center),
      );
    } catch (error) {
      // The reason (a wrong signature, audience, issuer, an expired token) is the operator's to read.
      request.log.warn({ err: error, helpCenterId: site.center.id }, 'reader sign-in refused');
      return page(reply.header('set-cookie', spent), site, root, 401, 'failed');
    }
    if (!readerAllowed(site.center, claims)) {
      return page(reply.header('set-cookie', spent), site, root, 403, 'denied');
    }
    const session = ssoSessionToken(secret, site.center, ctx.clock.now());
    return reply
      .code(303)
      .header('set-cookie', [
        spent,
        cookie(request, ssoSessionCookieName(site.center.id), session, root, SSO_SESSION_HOURS * 3600),
      ])
      .header('cache-control', 'no-store')
      .header('location', returnPath(attempt.next, root))
      .send();
  });

  app.post<{ Params: { slug: string } }>('/docs/:slug/sso/logout', route, async (request, reply) => {
    const { site } = visitOf(request).entry;
    if (site.center.authenticationType !== 'SSO') return replies.sendPrivateNotFound(request, reply);
    const { root } = where(request, site);
    reply.header('set-cookie', cookie(request, ssoSessionCookieName(site.center.id), '', root, 0));
    return page(reply, site, root, 200, 'signedOut');
  });
}
