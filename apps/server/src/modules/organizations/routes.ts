import {
  ZAddTagRequest,
  ZChangeOrganizationRequest,
  ZCreateOrganizationRequest,
  ZCreateOrganizationResponse,
  ZMemberParams,
  ZMemberRoleRequest,
  ZOkResponse,
  ZOrganization,
  ZOrganizationList,
  ZOrganizationTag,
  ZTranslationJobList,
  ZTranslationLanguageRequest,
  ZUpdateOrganizationSettingsRequest,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../plans/gate';
import { changeActiveOrganization } from './changeActiveOrganization';
import { createCompanyOrganization } from './createOrganization';
import { changeMemberRole, removeMember } from './members';
import { getActiveOrganization, listOrganizations, listTranslationJobs } from './queries';
import { updateOrganizationSettings } from './settings';
import { addTag } from './tags';
import { addTranslationLanguage, removeTranslationLanguage } from './translationLanguages';

const docs = { tags: ['organizations'], security: [{ bearer: [] }] };

export function organizationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  const plans = ctx.config.billing.plans;
  // Role changes and removals are product work: the organization in the path needs an active subscription.
  const activeSubscription = requireActiveSubscription(ctx, { organizationParam: 'id' });
  return async (app) => {
    // onRequest, so a caller without a session gets 401 before any validation of the body.
    app.addHook('onRequest', ctx.authenticate);

    app.get(
      '/organization',
      { schema: { ...docs, response: { 200: ZOrganizationList } } },
      async (request) => ({
        organizations: await listOrganizations({ db, actor: actorOf(request) }),
      }),
    );

    app.get('/organization/active', { schema: { ...docs, response: { 200: ZOrganization } } }, (request) =>
      getActiveOrganization({ db, actor: actorOf(request) }),
    );

    app.post(
      '/organization',
      {
        schema: { ...docs, body: ZCreateOrganizationRequest, response: { 201: ZCreateOrganizationResponse } },
      },
      async (request, reply) => {
        const created = await createCompanyOrganization({ db, actor: actorOf(request), ...request.body });
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/organization/change',
      { schema: { ...docs, body: ZChangeOrganizationRequest, response: { 200: ZOrganization } } },
      (request) =>
        changeActiveOrganization({
          db,
          actor: actorOf(request),
          organizationId: request.body.id,
          now: clock.now(),
        }),
    );

    app.put(
      '/organization/settings',
      { schema: { ...docs, body: ZUpdateOrganizationSettingsRequest, response: { 200: ZOrganization } } },
      (request) =>
        updateOrganizationSettings({
          db,
          plans,
          actor: actorOf(request),
          now: clock.now(),
          changes: request.body,
        }),
    );

    app.post(
      '/organization/settings/translation-languages/add',
      { schema: { ...docs, body: ZTranslationLanguageRequest, response: { 200: ZOrganization } } },
      (request) =>
        addTranslationLanguage({
          db,
          plans,
          actor: actorOf(request),
          now: clock.now(),
          language: request.body.language,
        }),
    );

    app.delete(
      '/organization/settings/translation-languages/remove',
      { schema: { ...docs, body: ZTranslationLanguageRequest, response: { 200: ZOrganization } } },
      (request) =>
        removeTranslationLanguage({
          db,
          actor: actorOf(request),
          now: clock.now(),
          language: request.body.language,
        }),
    );

    app.post(
      '/organization/add-tag',
      { schema: { ...docs, body: ZAddTagRequest, response: { 201: ZOrganizationTag } } },
      async (request, reply) => {
        const tag = await addTag({ db, actor: actorOf(request), name: request.body.name, now: clock.now() });
        return reply.status(201).send(tag);
      },
    );

    app.put(
      '/organization/:id/users/:userId/role',
      {
        preHandler: activeSubscription,
        schema: { ...docs, params: ZMemberParams, body: ZMemberRoleRequest, response: { 200: ZOkResponse } },
      },
      async (request) => {
        const { id, userId } = request.params;
        await changeMemberRole({
          db,
          actor: actorOf(request),
          organizationId: id,
          userId,
          role: request.body.role,
        });
        return { message: 'Role updated' };
      },
    );

    app.delete(
      '/organization/:id/users/:userId',
      {
        preHandler: activeSubscription,
        schema: { ...docs, params: ZMemberParams, response: { 200: ZOkResponse } },
      },
      async (request) => {
        const { id, userId } = request.params;
        await removeMember({ db, actor: actorOf(request), organizationId: id, userId, now: clock.now() });
        return { message: 'Member removed' };
      },
    );

    app.get(
      '/organization/translation-jobs',
      { schema: { ...docs, response: { 200: ZTranslationJobList } } },
      async (request) => ({ translationJobs: await listTranslationJobs({ actor: actorOf(request) }) }),
    );
  };
}
