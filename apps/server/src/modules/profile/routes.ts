import {
  ZChangePasswordRequest,
  ZErrorBody,
  ZTokenResponse,
  ZUpdateProfileRequest,
  ZUserProfile,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { changePassword, getProfile, updateProfile } from './service';

const tags = ['profile'];
const security = [{ bearer: [] }];
const errors = { 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody };

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/profile/user',
      {
        preHandler: ctx.authenticate,
        schema: { tags, security, response: { 200: ZUserProfile, ...errors } },
      },
      async (request) => getProfile({ actor: actorOf(request), now: ctx.clock.now() }),
    );

    app.put(
      '/profile/user',
      {
        preHandler: ctx.authenticate,
        schema: { tags, security, body: ZUpdateProfileRequest, response: { 200: ZUserProfile, ...errors } },
      },
      async (request) =>
        updateProfile({ db, actor: actorOf(request), now: ctx.clock.now(), ...request.body }),
    );

    app.put(
      '/profile/change-password',
      {
        preHandler: ctx.authenticate,
        // Guessing the current password with a stolen session is a sign-in attempt like any other.
        config: {
          rateLimit: {
            max: ctx.config.rateLimits.loginPerMinute,
            timeWindow: 60_000,
            hook: 'preHandler',
            keyGenerator: (request) => request.actor?.userId ?? request.ip,
          },
        },
        schema: {
          tags,
          security,
          body: ZChangePasswordRequest,
          response: { 200: ZTokenResponse, ...errors },
        },
      },
      async (request) =>
        changePassword({
          db,
          actor: actorOf(request),
          tokens: ctx.tokens,
          now: ctx.clock.now(),
          userAgent: request.headers['user-agent'],
          ...request.body,
        }),
    );
  };
}
