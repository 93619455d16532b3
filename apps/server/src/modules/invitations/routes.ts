import {
  ZAcceptInvitationRequest,
  ZIdParam,
  ZInvitation,
  ZInvitationAuthRequest,
  ZInvitationErrorBody,
  ZInvitationList,
  ZInvitationTokenParam,
  ZInviteRequest,
  ZOkResponse,
  ZOrganization,
  ZTokenResponse,
} from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/requestContext';
import { actorOf } from '../../plugins/authenticate';
import { accountCreation, signInLimit } from '../auth/rateLimits';
import { requireActiveSubscription } from '../plans/gate';
import { acceptInvitationSignedIn } from './acceptSignedIn';
import type { Delivery } from './delivery';
import { invitationAuth } from './invitationAuth';
import { inviteMember } from './invite';
import { lookupInvitation } from './lookup';
import { deleteInvitation, listInvitations, resendInvitation, revokeInvitation } from './manage';

const docs = { tags: ['invitations'], security: [{ bearer: [] }] };
const publicDocs = { tags: ['invitations'] };

export function invitationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, tokens } = ctx;
  const plans = ctx.config.billing.plans;
  // Managing invitations is product work: it needs an active subscription (inviting checks it with the seat).
  const activeSubscription = requireActiveSubscription(ctx);
  const delivery = (request: FastifyRequest): Delivery => ({
    mailer: ctx.mailer,
    baseUrl: ctx.origin.of(request),
    language: requestLanguage(request),
    log: request.log,
  });

  const signedIn: FastifyPluginAsyncZod = async (app) => {
    // onRequest, so a caller without a session gets 401 before any validation of the body.
    app.addHook('onRequest', ctx.authenticate);

    app.post(
      '/organization/users/invite',
      { schema: { ...docs, body: ZInviteRequest, response: { 201: ZInvitation } } },
      async (request, reply) => {
        const invitation = await inviteMember({
          db,
          actor: actorOf(request),
          ...request.body,
          now: clock.now(),
          delivery: delivery(request),
          plans,
        });
        return reply.status(201).send(invitation);
      },
    );

    app.get(
      '/organization/invitations',
      { schema: { ...docs, response: { 200: ZInvitationList } } },
      async (request) => ({
        invitations: await listInvitations({ db, actor: actorOf(request), now: clock.now() }),
      }),
    );

    app.post(
      '/organization/invitations/accept',
      { schema: { ...docs, body: ZAcceptInvitationRequest, response: { 200: ZOrganization } } },
      (request) =>
        acceptInvitationSignedIn({
          db,
          actor: actorOf(request),
          token: request.body.token,
          now: clock.now(),
        }),
    );

    app.put(
      '/organization/invitations/:id/revoke',
      {
        preHandler: activeSubscription,
        schema: { ...docs, params: ZIdParam, response: { 200: ZInvitation } },
      },
      (request) =>
        revokeInvitation({ db, actor: actorOf(request), invitationId: request.params.id, now: clock.now() }),
    );

    app.post(
      '/organization/invitations/:id/resend',
      {
        preHandler: activeSubscription,
        schema: { ...docs, params: ZIdParam, response: { 200: ZInvitation } },
      },
      (request) =>
        resendInvitation({
          db,
          actor: actorOf(request),
          invitationId: request.params.id,
          now: clock.now(),
          delivery: delivery(request),
          plans,
        }),
    );

    app.delete(
      '/organization/invitations/:id',
      {
        preHandler: activeSubscription,
        schema: { ...docs, params: ZIdParam, response: { 200: ZOkResponse } },
      },
      async (request) => {
        await deleteInvitation({
          db,
          actor: actorOf(request),
          invitationId: request.params.id,
          now: clock.now(),
        });
        return { message: 'Invitation removed' };
      },
    );
  };

  const guest: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/auth/invitation/:token',
      {
        schema: {
          ...publicDocs,
          params: ZInvitationTokenParam,
          response: { 200: ZInvitation, 404: ZInvitationErrorBody, 410: ZInvitationErrorBody },
        },
      },
      (request) => lookupInvitation({ db, token: request.params.token, now: clock.now() }),
    );

    app.post(
      '/auth/invitation-auth',
      {
        ...signInLimit(ctx),
        schema: { ...publicDocs, body: ZInvitationAuthRequest, response: { 200: ZTokenResponse } },
      },
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
    );
  };

  return async (app) => {
    await app.register(signedIn);
    await app.register(guest);
  };
}
