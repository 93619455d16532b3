import { desktopRecorderApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { perUserPerMinute, rateLimited } from '../../lib/rateLimit';
import { actorOf } from '../../plugins/authenticate';
import { claimToken, confirmConnection, createConnection, pendingByCode } from './connections';
import { recorderFromSession } from './fromSession';

/**
 * Connections asked for per client address in 10 minutes (a code's life), counted in the database
 * so every server spends from one budget: a person retrying a few times never meets it, a script
 * filling the table does.
 */
export const CONNECTIONS_PER_ADDRESS = 20;
const CONNECTION_WINDOW_SECONDS = 600;
/**
 * Code look-ups and confirms per signed-in user a minute: plenty for typing a code, and it keeps
 * anyone from guessing pending codes (2^40 of them) to capture someone else's recorder.
 */
const CODE_CHECKS_PER_MINUTE = 30;
/** Sign-ins traded for a recorder token per user a minute: a person connecting a few recorders. */
const TRADES_PER_MINUTE = 10;

/** Connecting the desktop recorder by code (contract/desktopRecorder.ts). */
export function desktopRecorderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  return async (app) => {
    route(
      app,
      desktopRecorderApi.createConnection,
      (request) =>
        createConnection({
          db,
          now: clock.now(),
          // The configured origin (PUBLIC_URL, else an allowed host): never an unchecked Host header,
          // or a forged request could make the recorder send its person to someone else's page.
          origin: ctx.origin.of(request),
          platform: request.body.platform,
          device: request.body.device,
        }),
      {
        preHandler: rateLimited(ctx, (request) => [
          {
            key: `desktop-connect:client:${request.ip}`,
            limit: CONNECTIONS_PER_ADDRESS,
            windowSeconds: CONNECTION_WINDOW_SECONDS,
          },
        ]),
      },
    );

    route(app, desktopRecorderApi.claimToken, async (request, reply) => {
      const result = await claimToken({
        db,
        tokens: ctx.tokens,
        now: clock.now(),
        connectionId: request.body.connectionId,
        secret: request.body.secret,
      });
      if (result.status === 'PENDING') {
        // The definition's other answer: the recorder asks again in a few seconds.
        return reply
          .status(202)
          .send({ message: 'Waiting for the code to be confirmed in the browser', status: 'PENDING' });
      }
      const { status: _claimed, ...answer } = result;
      return answer;
    });

    route(
      app,
      desktopRecorderApi.byCode,
      (request) => pendingByCode({ db, now: clock.now(), code: request.params.code }),
      {
        onRequest: ctx.authenticate,
        preHandler: perUserPerMinute(ctx, 'desktop-code', CODE_CHECKS_PER_MINUTE),
      },
    );

    route(
      app,
      desktopRecorderApi.confirm,
      (request) =>
        confirmConnection({
          db,
          now: clock.now(),
          actor: actorOf(request),
          code: request.body.code,
          organizationId: request.body.organizationId,
        }),
      {
        onRequest: ctx.authenticate,
        preHandler: perUserPerMinute(ctx, 'desktop-code', CODE_CHECKS_PER_MINUTE),
      },
    );

    route(
      app,
      desktopRecorderApi.fromSession,
      (request) =>
        recorderFromSession({
          db,
          tokens: ctx.tokens,
          now: clock.now(),
          actor: actorOf(request),
          platform: request.body.platform,
          device: request.body.device,
        }),
      {
        onRequest: ctx.authenticate,
        preHandler: perUserPerMinute(ctx, 'desktop-from-session', TRADES_PER_MINUTE),
      },
    );
  };
}
