import {
  ZChangePasswordRequest,
  ZErrorBody,
  ZTokenResponse,
  ZUpdateProfileRequest,
  ZUserProfile,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { rateLimited } from '../../lib/rateLimit';
import { requestLanguage } from '../../lib/requestContext';
import { actorOf } from '../../plugins/authenticate';
import { passwordCheckBudgets } from '../auth/rateLimits';
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
        // Guessing the current password with a stolen session is a sign-in attempt like any other:
        // it spends from the account's and the address's budgets shared with the sign-in routes.
        preHandler: [
          ctx.authenticate,
          rateLimited(ctx, (request) =>
            passwordCheckBudgets(ctx.config.rateLimits, {
              email: actorOf(request).email,
              client: request.ip,
            }),
          ),
        ],
        schema: {
          tags,
          security,
          body: ZChangePasswordRequest,
          response: { 200: ZTokenResponse, ...errors },
        },
      },
      async (request) =>
        ctx.passwordGate.run(request.ip, () =>
          changePassword({
            db,
            actor: actorOf(request),
            tokens: ctx.tokens,
            now: ctx.clock.now(),
            userAgent: request.headers['user-agent'],
            language: requestLanguage(request),
            ...request.body,
          }),
        ),
    );
  };
}
