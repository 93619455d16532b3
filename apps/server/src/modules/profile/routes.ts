import { profileApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { rateLimited } from '../../lib/rateLimit';
import { requestLanguage } from '../../lib/requestContext';
import { actorOf } from '../../plugins/authenticate';
import { passwordCheckBudgets } from '../auth/rateLimits';
import { changePassword, getProfile, updateProfile } from './service';

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    route(app, profileApi.get, (request) => getProfile({ actor: actorOf(request), now: ctx.clock.now() }), {
      onRequest: ctx.authenticate,
    });

    route(
      app,
      profileApi.update,
      (request) => updateProfile({ db, actor: actorOf(request), now: ctx.clock.now(), ...request.body }),
      { onRequest: ctx.authenticate },
    );

    route(
      app,
      profileApi.changePassword,
      (request) =>
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
      {
        // Authentication first, before validation, like every signed-in route: a token that may not
        // call this hears so whatever it sent.
        onRequest: ctx.authenticate,
        // Guessing the current password with a stolen session is a sign-in attempt like any other:
        // it spends from the account's and the address's budgets shared with the sign-in routes.
        preHandler: [
          rateLimited(ctx, (request) =>
            passwordCheckBudgets(ctx.config.rateLimits, {
              email: actorOf(request).email,
              client: request.ip,
            }),
          ),
        ],
      },
    );
  };
}
