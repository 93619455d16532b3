import { authApi } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { rateLimited } from '../../lib/rateLimit';
import { requestLanguage, statedLanguage } from '../../lib/requestContext';
import { login } from './login';
import { loginOrRegister } from './loginOrRegister';
import { requestPasswordReset, resetPassword } from './passwordReset';
import { accountCreation, resetRequestBudget, signInLimit } from './rateLimits';
import { registerAccount } from './register';
import { sessionRoutes } from './sessionRoutes';

/** What a new session records about the client that opened it. */
const client = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, tokens, passwordGate } = ctx;
  const signIn = signInLimit(ctx);
  return async (app) => {
    route(app, authApi.register, (request) =>
      passwordGate.run(request.ip, () =>
        registerAccount({
          db,
          tokens,
          now: ctx.clock.now(),
          ...client(request),
          ...request.body,
          ...accountCreation(ctx, request),
        }),
      ),
    );

    route(
      app,
      authApi.login,
      (request) =>
        passwordGate.run(request.ip, () =>
          login({
            db,
            tokens,
            now: ctx.clock.now(),
            language: statedLanguage(request),
            ...client(request),
            ...request.body,
          }),
        ),
      signIn,
    );

    route(
      app,
      authApi.loginOrRegister,
      (request) =>
        passwordGate.run(request.ip, () =>
          loginOrRegister({
            db,
            tokens,
            now: ctx.clock.now(),
            ...client(request),
            ...request.body,
            ...accountCreation(ctx, request),
          }),
        ),
      signIn,
    );

    route(
      app,
      authApi.requestPasswordReset,
      (request) =>
        requestPasswordReset({
          db,
          jobs: ctx.jobs,
          email: request.body.email,
          language: requestLanguage(request),
          baseUrl: ctx.origin.of(request),
        }),
      { preHandler: rateLimited(ctx, (request) => [resetRequestBudget(ctx.config.rateLimits, request.ip)]) },
    );

    route(app, authApi.resetPassword, (request) =>
      passwordGate.run(request.ip, () =>
        resetPassword({ db, now: ctx.clock.now(), language: requestLanguage(request), ...request.body }),
      ),
    );

    await app.register(sessionRoutes(ctx));
  };
}
