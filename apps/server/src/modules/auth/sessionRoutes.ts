import { sessionsApi, ZEndedSessions, ZOkResponse, ZSessionList } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { endOtherSessions, endSession, listSessions } from './sessions';

/** Signing out on the server, and the caller's sessions for settings/account. */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  return async (app) => {
    // onRequest: a caller without a current session gets 401 before anything else.
    app.addHook('onRequest', ctx.authenticate);

    route(app, sessionsApi.logout, { response: ZOkResponse }, async (request) => {
      await endSession({ db, actor: actorOf(request), now: clock.now() });
      return { message: 'Signed out' };
    });

    route(app, sessionsApi.list, { response: ZSessionList }, (request) =>
      listSessions({ db, actor: actorOf(request), now: clock.now(), ttlMs: ctx.tokens.ttlMs }),
    );

    route(app, sessionsApi.signOutOthers, { response: ZEndedSessions }, async (request) => {
      const actor = actorOf(request);
      const ended = await endOtherSessions({
        db,
        userId: actor.userId,
        except: actor.sessionId,
        now: clock.now(),
      });
      return { message: 'Signed out everywhere else', ended };
    });
  };
}
