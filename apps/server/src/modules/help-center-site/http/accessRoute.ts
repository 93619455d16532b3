import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { verifyPassword } from '../../../lib/password';
import { ACCESS_DAYS, accessCookieName, accessToken, returnPath } from '../access';
import { beforeTry, wrongTry } from '../passwordBudget';
import { visitOf } from './pipeline';
import type { SiteReplies } from './replies';

type AccessForm = { Params: { slug: string }; Body: { next?: unknown; password?: unknown } | undefined };

/**
 * `POST /docs/{slug}/access`: the password form of a protected site (every language's page posts
 * here), open to everyone (the pipeline only resolves the site). A right password sets the site's
 * signed, HttpOnly cookie for 30 days and returns the reader to the page asked for, never outside
 * the site; attempts are limited per address and, for wrong ones, per help center (passwordBudget.ts).
 */
export function registerAccessRoute(
  app: FastifyInstance,
  deps: { ctx: AppContext; replies: SiteReplies },
): void {
  const { ctx, replies } = deps;
  const route = { schema: { hide: true }, config: { site: 'everyone' as const } };
  app.post<AccessForm>('/docs/:slug/access', route, async (request, reply) => {
    const { entry, base } = visitOf(request);
    const { site } = entry;
    const { center } = site;
    const next = returnPath(request.body?.next, base);
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
      return replies.sendPasswordPage(reply, site, base, 429, 'tooMany', next);
    }
    const password = request.body?.password;
    const hash = center.passwordHash;
    const right =
      typeof password === 'string' &&
      password.length > 0 &&
      password.length <= 200 &&
      (await ctx.passwordGate.run(request.ip, () => verifyPassword(hash, password)));
    if (!right) {
      await wrongTry({ db: ctx.db, now: ctx.clock.now(), helpCenter: center });
      return replies.sendPasswordPage(reply, site, base, 401, 'wrong', next);
    }
    const token = accessToken(ctx.config.jwtSecret, center.id, hash, ctx.clock.now());
    const secure = reachedOverHttps(request, ctx.config.publicUrl) ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${accessCookieName(center.id)}=${token}; Path=${base || '/'}; Max-Age=${ACCESS_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`,
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
