import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * External image uploads per user per minute: a writer adds a few images at a time; a script
 * posting forty 10 MB files a second is stopped. Kept behind this one function, so the limiter
 * behind it (in memory today) can move to the database-backed one without touching the route.
 */
export function externalImageRateLimit(config: Config): RateLimitOptions {
  return {
    max: config.rateLimits.externalImagesPerMinute,
    timeWindow: 60_000,
    // After authentication, before the body is read.
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `external-images|${request.actor?.userId ?? request.ip}`,
  };
}
