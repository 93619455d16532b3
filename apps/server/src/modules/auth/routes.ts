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
import { requestLanguage } from '../../lib/requestContext';
import { login } from './login';
import { loginOrRegister } from './loginOrRegister';
import { requestPasswordReset, resetPassword } from './passwordReset';
import { registerRateLimit, resetRateLimit, signInRateLimit } from './rateLimits';
import { registerAccount } from './register';
import { sessionRoutes } from './sessionRoutes';

const tags = ['auth'];
/** What a new session records about the client that opened it. */
const client = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, tokens } = ctx;
  return async (app) => {
    app.post(
      '/auth/register',
      {
        config: { rateLimit: registerRateLimit(ctx.config) },
        schema: { tags, body: ZRegisterRequest, response: { 200: ZTokenResponse, ...errors } },
      },
      async (request) =>
        registerAccount({ db, tokens, now: ctx.clock.now(), ...client(request), ...request.body }),
    );

    app.post(
      '/auth/login',
      {
        config: { rateLimit: signInRateLimit(ctx.config) },
        schema: { tags, body: ZLoginRequest, response: { 200: ZTokenResponse, ...errors } },
      },
      async (request) => login({ db, tokens, now: ctx.clock.now(), ...client(request), ...request.body }),
    );

    app.post(
      '/auth/login-or-register',
      {
        config: { rateLimit: signInRateLimit(ctx.config) },
        schema: { tags, body: ZLoginOrRegisterRequest, response: { 200: ZTokenResponse, ...errors } },
      },
      async (request) =>
        loginOrRegister({ db, tokens, now: ctx.clock.now(), ...client(request), ...request.body }),
    );

    app.post(
      '/auth/request-password-reset',
      {
        config: { rateLimit: resetRateLimit(ctx.config) },
        schema: { tags, body: ZRequestPasswordResetRequest, response: { 200: ZOkResponse, ...errors } },
      },
      async (request) =>
        requestPasswordReset({
          db,
          mailer: ctx.mailer,
          log: request.log,
          now: ctx.clock.now(),
          email: request.body.email,
          language: requestLanguage(request),
          baseUrl: ctx.origin.of(request),
        }),
    );

    app.post(
      '/auth/reset-password',
      { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZOkResponse, ...errors } } },
      async (request) => resetPassword({ db, now: ctx.clock.now(), ...request.body }),
    );

    await app.register(sessionRoutes(ctx));
  };
}
