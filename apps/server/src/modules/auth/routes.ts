import {
  ZErrorBody,
  ZLoginOrRegisterRequest,
  ZLoginRequest,
  ZOkResponse,
  ZRegisterRequest,
  ZRequestPasswordResetRequest,
  ZResetPasswordRequest,
  ZTokenResponse,
} from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { rateLimited } from '../../lib/rateLimit';
import { requestLanguage } from '../../lib/requestContext';
import { login } from './login';
import { loginOrRegister } from './loginOrRegister';
import { requestPasswordReset, resetPassword } from './passwordReset';
import { accountCreation, resetRequestBudget, signInLimit } from './rateLimits';
import { registerAccount } from './register';
import { sessionRoutes } from './sessionRoutes';

const tags = ['auth'];
/** What a new session records about the client that opened it. */
const client = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, tokens, passwordGate } = ctx;
  const signIn = signInLimit(ctx);
  return async (app) => {
    app.post(
      '/auth/register',
      { schema: { tags, body: ZRegisterRequest, response: { 200: ZTokenResponse, ...errors } } },
      async (request) =>
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

    app.post(
      '/auth/login',
      {
        ...signIn,
        schema: { tags, body: ZLoginRequest, response: { 200: ZTokenResponse, ...errors } },
      },
      async (request) =>
        passwordGate.run(request.ip, () =>
          login({ db, tokens, now: ctx.clock.now(), ...client(request), ...request.body }),
        ),
    );

    app.post(
      '/auth/login-or-register',
      {
        ...signIn,
        schema: { tags, body: ZLoginOrRegisterRequest, response: { 200: ZTokenResponse, ...errors } },
      },
      async (request) =>
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
    );

    app.post(
      '/auth/request-password-reset',
      {
        preHandler: rateLimited(ctx, (request) => [resetRequestBudget(ctx.config.rateLimits, request.ip)]),
        schema: { tags, body: ZRequestPasswordResetRequest, response: { 200: ZOkResponse, ...errors } },
      },
      async (request) =>
        requestPasswordReset({
          db,
          jobs: ctx.jobs,
          email: request.body.email,
          language: requestLanguage(request),
          baseUrl: ctx.origin.of(request),
        }),
    );

    app.post(
      '/auth/reset-password',
      { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZOkResponse, ...errors } } },
      async (request) =>
        passwordGate.run(request.ip, () =>
          resetPassword({ db, now: ctx.clock.now(), language: requestLanguage(request), ...request.body }),
        ),
    );

    await app.register(sessionRoutes(ctx));
  };
}
