import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * Per-route limits for the unauthenticated entry points. They run at preValidation, after the body
 * is parsed, so sign-in and reset limits can count per address; the address is normalised here the
 * same way ZEmail does, so "Anna@X.de " and "anna@x.de" share one budget.
 */
function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Sign-in attempts (login, login-or-register, invitation-auth) per address and client per minute. */
export function signInRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.rateLimits.loginPerMinute,
    timeWindow: 60_000,
    hook: 'preValidation',
    keyGenerator: (request) => `${bodyEmail(request)}|${request.ip}`,
  };
}

/** Reset mails per address per hour: nobody can flood someone's inbox. */
export function resetRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.rateLimits.resetPerHour,
    timeWindow: 60 * 60_000,
    hook: 'preValidation',
    keyGenerator: (request) => bodyEmail(request),
  };
}

/** Registrations per client per hour. */
export function registerRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.rateLimits.registerPerHour,
    timeWindow: 60 * 60_000,
    hook: 'preValidation',
    keyGenerator: (request) => request.ip,
  };
}
