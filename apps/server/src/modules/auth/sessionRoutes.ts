import { ZEndedSessions, ZErrorBody, ZOkResponse, ZSessionList } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { endOtherSessions, endSession, listSessions } from './sessions';

const docs = { tags: ['auth'], security: [{ bearer: [] }] };
const errors = { 401: ZErrorBody };

/** Signing out on the server, and the caller's sessions for settings/account. */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  return async (app) => {
    // onRequest: a caller without a current session gets 401 before anything else.
    app.addHook('onRequest', ctx.authenticate);

    app.post(
      '/auth/logout',
      { schema: { ...docs, response: { 200: ZOkResponse, ...errors } } },
      async (request) => {
        await endSession({ db, actor: actorOf(request), now: clock.now() });
        return { message: 'Signed out' };
      },
    );

    app.get(
      '/auth/sessions',
      { schema: { ...docs, response: { 200: ZSessionList, ...errors } } },
      (request) => listSessions({ db, actor: actorOf(request), now: clock.now(), ttlMs: ctx.tokens.ttlMs }),
    );

    app.post(
      '/auth/sessions/sign-out-others',
      { schema: { ...docs, response: { 200: ZEndedSessions, ...errors } } },
      async (request) => {
        const actor = actorOf(request);
        const ended = await endOtherSessions({
          db,
          userId: actor.userId,
          except: actor.sessionId,
          now: clock.now(),
        });
        return { message: 'Signed out everywhere else', ended };
      },
    );
  };
}
