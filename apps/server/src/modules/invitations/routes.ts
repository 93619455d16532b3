import { invitationsApi } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { requestLanguage } from '../../lib/requestContext';
import { actorOf } from '../../plugins/authenticate';
import { accountCreation, signInLimit } from '../auth/rateLimits';
import { requireActiveSubscription } from '../billing';
import { acceptInvitationSignedIn } from './acceptSignedIn';
import type { Delivery } from './delivery';
import { invitationAuth } from './invitationAuth';
import { inviteMember } from './invite';
import { lookupInvitation } from './lookup';
import { deleteInvitation, listInvitations, resendInvitation, revokeInvitation } from './manage';

export function invitationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, tokens } = ctx;
  const plans = ctx.config.billing.plans;
  // Managing invitations is product work: it needs an active subscription (inviting checks it with the seat).
  const activeSubscription = { preHandler: requireActiveSubscription(ctx) };
  const delivery = (request: FastifyRequest): Delivery => ({
    mailer: ctx.mailer,
    baseUrl: ctx.origin.of(request),
    language: requestLanguage(request),
    log: request.log,
  });

  const signedIn: FastifyPluginAsyncZod = async (app) => {
    // onRequest, so a caller without a session gets 401 before any validation of the body.
    app.addHook('onRequest', ctx.authenticate);

    route(app, invitationsApi.invite, (request) =>
      inviteMember({
        db,
        actor: actorOf(request),
        ...request.body,
        now: clock.now(),
        delivery: delivery(request),
        plans,
      }),
    );

    route(app, invitationsApi.list, async (request) => ({
      invitations: await listInvitations({ db, actor: actorOf(request), now: clock.now() }),
    }));

    route(app, invitationsApi.accept, (request) =>
      acceptInvitationSignedIn({
        db,
        actor: actorOf(request),
        token: request.body.token,
        now: clock.now(),
      }),
    );

    route(
      app,
      invitationsApi.revoke,
      (request) =>
        revokeInvitation({ db, actor: actorOf(request), invitationId: request.params.id, now: clock.now() }),
      activeSubscription,
    );

    route(
      app,
      invitationsApi.resend,
      (request) =>
        resendInvitation({
          db,
          actor: actorOf(request),
          invitationId: request.params.id,
          now: clock.now(),
          delivery: delivery(request),
          plans,
        }),
      activeSubscription,
    );

    route(
      app,
      invitationsApi.remove,
      async (request) => {
        await deleteInvitation({
          db,
          actor: actorOf(request),
          invitationId: request.params.id,
          now: clock.now(),
        });
        return { message: 'Invitation removed' };
      },
      activeSubscription,
    );
  };

  const guest: FastifyPluginAsyncZod = async (app) => {
    // A link that cannot be used answers 404 or 410 with the invitation's `status`.
    route(app, invitationsApi.lookup, (request) =>
      lookupInvitation({ db, token: request.params.token, now: clock.now() }),
    );

    route(
      app,
      invitationsApi.auth,
      (request) =>
        ctx.passwordGate.run(request.ip, () =>
          invitationAuth({
            db,
            tokens,
            now: clock.now(),
            userAgent: request.headers['user-agent'],
            ...request.body,
            ...accountCreation(ctx, request),
          }),
        ),
      signInLimit(ctx),
    );
  };

  return async (app) => {
    await app.register(signedIn);
    await app.register(guest);
  };
}
