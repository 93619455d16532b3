import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../lib/password';
import { accessCookieName, accessToken, returnPath } from './access';
import type { HelpCenterSite } from './loadSite';
import { beforeTry, wrongTry } from './passwordBudget';
import type { SiteEntry } from './siteCache';

type Deps = {
  ctx: AppContext;
  siteOf: (request: FastifyRequest) => Promise<SiteEntry | null>;
  sendNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;
  sendPasswordPage: (
    reply: FastifyReply,
    site: HelpCenterSite,
    status: number,
    problem: 'wrong' | 'tooMany' | null,
    next: string,
  ) => FastifyReply;
  base: (request: FastifyRequest, slug: string) => string;
};

/**
 * `POST /docs/{slug}/access`: the password form of a protected site (every language's page posts
 * here). A right password sets the site's signed, HttpOnly cookie for 30 days and returns the
 * reader to the page asked for, never outside the site; attempts are limited per address and,
 * for wrong ones, per help center (passwordBudget.ts).
 */
export function registerAccessRoute(app: FastifyInstance, deps: Deps): void {
  const { ctx, siteOf, sendNotFound, sendPasswordPage, base } = deps;
  app.post('/docs/:slug/access', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const site = (await siteOf(request))?.site;
    if (!site) return sendNotFound(request, reply);
    const { center } = site;
    const next = returnPath((request.body as { next?: unknown } | undefined)?.next, base(request, slug));
    if (center.authenticationType !== 'PASSWORD' || !center.passwordHash) {
      return reply.code(303).header('location', next).send();
    }
    const budget = await beforeTry({
      db: ctx.db,
      now: ctx.clock.now(),
      ip: request.ip,
      helpCenterId: center.id,
    });
    if (!budget.allowed) {
      reply.header('retry-after', String(budget.retryAfterSeconds));
      return sendPasswordPage(reply, site, 429, 'tooMany', next);
    }
    const password = (request.body as { password?: unknown } | undefined)?.password;
    const hash = center.passwordHash;
    const right =
      typeof password === 'string' &&
      password.length > 0 &&
      password.length <= 200 &&
      (await ctx.passwordGate.run(request.ip, () => verifyPassword(hash, password)));
    if (!right) {
      await wrongTry({ db: ctx.db, now: ctx.clock.now(), helpCenter: center });
      return sendPasswordPage(reply, site, 401, 'wrong', next);
    }
    const token = accessToken(ctx.config.jwtSecret, center.id, hash, ctx.clock.now());
    const secure = reachedOverHttps(request, ctx.config.publicUrl) ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${accessCookieName(center.id)}=${token}; Path=${base(request, slug) || '/'}; Max-Age=${30 * 86_400}; HttpOnly; SameSite=Lax${secure}`,
    );
    return reply.code(303).header('location', next).header('cache-control', 'no-store').send();
  });
}

/**
 * Whether the reader's browser is on https, so the access cookie gets `Secure` (issue 43): the
 * request's protocol, which follows X-Forwarded-Proto only with TRUST_PROXY (a custom domain behind
 * TLS, or any host behind a proxy), or the install's own https address when that is the host asked.
 * A site reached over plain http keeps a cookie without it, or the browser would never send it back.
 */
export function reachedOverHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (request.protocol === 'https') return true;
  if (!publicUrl?.startsWith('https:')) return false;
  return new URL(publicUrl).host === request.host;
}
