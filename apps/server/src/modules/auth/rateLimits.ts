import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { rateLimitedMessage } from '../../lib/errors';
import { consume, knownRefused, type RateLimit, rateLimited } from '../../lib/rateLimit';
import { requestLanguage } from '../../lib/requestContext';

/**
 * The budgets of the unauthenticated entry points, counted in the database (lib/rateLimit) so that
 * every server spends from the same one. Addresses are normalised the way ZEmail does, so
 * "Anna@X.de " and "anna@x.de" share one budget.
 */
const normalized = (email: string) => email.trim().toLowerCase();
type Limits = Config['rateLimits'];

/**
 * Password guesses: one budget per client address whatever the e-mail (a client changing the
 * address every time is still limited), then one per account, shared by every route that checks a
 * password (login, login-or-register, invitation-auth, change-password).
 */
export function passwordCheckBudgets(limits: Limits, input: { email: string; client: string }): RateLimit[] {
  return [
    { key: `password:client:${input.client}`, limit: limits.loginPerClientPerMinute, windowSeconds: 60 },
    { key: `password:account:${normalized(input.email)}`, limit: limits.loginPerMinute, windowSeconds: 60 },
  ];
}

/** Accounts created per client address, on every route that creates one. */
export function registrationBudget(limits: Limits, client: string): RateLimit {
  return { key: `register:client:${client}`, limit: limits.registerPerHour, windowSeconds: 3600 };
}

/** Reset requests per client address: the one limit on that route that answers 429. */
export function resetRequestBudget(limits: Limits, client: string): RateLimit {
  return { key: `reset:client:${client}`, limit: limits.resetPerClientPerHour, windowSeconds: 3600 };
}

/** Reset mails per address: beyond it mails are dropped silently, the requester sees no difference. */
export function resetMailBudget(limits: Limits, email: string): RateLimit {
  return { key: `reset:mail:${normalized(email)}`, limit: limits.resetPerHour, windowSeconds: 3600 };
}

/**
 * The rate-limit steps of a route that checks the password of the body's e-mail (also
 * invitation-auth). Before the body is even parsed, a client whose address budget this process
 * knows to be spent, or whose previous check is still running, is refused: a flood from one
 * address then costs next to nothing and does not hold up the sign-ins of others.
 */
export function signInLimit(ctx: AppContext) {
  const limits = ctx.config.rateLimits;
  const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
    const [client] = passwordCheckBudgets(limits, { email: '', client: request.ip });
    const retryAfter = client && knownRefused({ db: ctx.db, now: ctx.clock.now(), ...client });
    if (retryAfter) {
      // Answered here, not thrown: the error path (a stack trace, the error handler) would double
      // what each refusal in a flood costs the sign-ins of everyone else.
      return reply
        .status(429)
        .header('retry-after', String(retryAfter))
        .send({ message: rateLimitedMessage(retryAfter), code: 'RATE_LIMITED' });
    }
    try {
      ctx.passwordGate.assertRoom(request.ip);
    } catch (error) {
      // A client already waiting for a check of its own is sending in parallel: a flood. The
      // refusal spends its address budget like a guess, so a flood uses up its minute within a
      // few requests and is then refused above without another password check, where it would
      // otherwise keep one check running (and competing with everyone else's) all minute long.
      if (client) await consume({ db: ctx.db, now: ctx.clock.now(), ...client });
      throw error;
    }
  };
  const preHandler = rateLimited(ctx, (request) =>
    passwordCheckBudgets(limits, { email: (request.body as { email: string }).email, client: request.ip }),
  );
  return { onRequest, preHandler };
}

/** What a service that may create an account needs from the request. */
export function accountCreation(ctx: AppContext, request: FastifyRequest) {
  return {
    registration: registrationBudget(ctx.config.rateLimits, request.ip),
    language: requestLanguage(request),
    firstAccountSuperAdmin: ctx.config.firstAccountSuperAdmin,
  };
}
