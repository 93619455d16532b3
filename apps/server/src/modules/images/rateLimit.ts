import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context';
import { perUserPerMinute } from '../../lib/rateLimit';

/**
 * External image uploads per user per minute: a writer adds a few images at a time; a script
 * posting forty 10 MB files a second is stopped. Counted in the database (lib/rateLimit), so the
 * budget holds across servers; a preHandler, so it runs after authentication and before the
 * multipart body is read.
 */
export function externalImageRateLimit(ctx: AppContext): preHandlerAsyncHookHandler {
  return perUserPerMinute(ctx, 'external-images', ctx.config.rateLimits.externalImagesPerMinute);
}
