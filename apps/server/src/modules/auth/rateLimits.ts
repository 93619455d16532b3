import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { type RateLimit, rateLimited } from '../../lib/rateLimit';
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

/** The budgets of a route that checks the password of the body's e-mail (also invitation-auth). */
export function signInLimit(ctx: AppContext) {
  return rateLimited(ctx, (request) =>
    passwordCheckBudgets(ctx.config.rateLimits, {
      email: (request.body as { email: string }).email,
      client: request.ip,
    }),
  );
}

/** What a service that may create an account needs from the request. */
export function accountCreation(ctx: AppContext, request: FastifyRequest) {
  return {
    registration: registrationBudget(ctx.config.rateLimits, request.ip),
    language: requestLanguage(request),
  };
}
