import { sessionsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { notFound } from '../../lib/errors';
import { actorOf } from '../../plugins/authenticate';
import { endOtherSessions, endSession, listSessions, revokeSession } from './sessions';

/** Signing out on the server, and the caller's sessions for settings/account. */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  return async (app) => {
    // onRequest: a caller without a current session gets 401 before anything else.
    app.addHook('onRequest', ctx.authenticate);

    route(app, sessionsApi.logout, async (request) => {
      await endSession({ db, actor: actorOf(request), now: clock.now() });
      return { message: 'Signed out' };
    });

    route(app, sessionsApi.list, (request) =>
      listSessions({ db, actor: actorOf(request), now: clock.now(), tokens: ctx.tokens }),
    );

    route(app, sessionsApi.signOutOthers, async (request) => {
      const actor = actorOf(request);
      const ended = await endOtherSessions({
        db,
        userId: actor.userId,
        except: actor.sessionId,
        now: clock.now(),
      });
      return { message: 'Signed out everywhere else', ended };
    });

    route(app, sessionsApi.revoke, async (request) => {
      const revoked = await revokeSession({
        db,
        actor: actorOf(request),
        sessionId: request.params.id,
        now: clock.now(),
      });
      // The same answer for another user's session as for none: ids of others stay unconfirmed.
      if (!revoked) throw notFound('Session not found', 'SESSION_NOT_FOUND');
      return { message: 'Session revoked' };
    });
  };
}
