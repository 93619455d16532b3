import {
  ZArticleIdParam,
  ZCreateGroupRequest,
  ZErrorBody,
  ZGroupArticleParams,
  ZGroupIdParam,
  ZHelpCenterGroups,
  ZIdParam,
  ZMaybeGroupIdParam,
  ZMoveArticleRequest,
  ZMoveGroupRequest,
  ZOkResponse,
  ZPublicGroup,
  ZRenameGroupRequest,
  ZReorderArticlesRequest,
  ZReorderGroupsRequest,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../plans/gate';
import { placeArticle, removeArticleFromGroup, reorderArticles } from './groupArticles';
import { createGroup, deleteGroup, listGroups, moveGroup, renameGroup, reorderGroups } from './groups';

const docs = { tags: ['public-groups'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const base = '/public-groups';

/**
 * Spec 02 §7 "Public groups": the tree of article groups of a help center and the articles in it.
 * Every member may arrange them (README "Help centers"); every call is scoped to the organization.
 */
export function publicGroupsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, changes } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    const access = (request: Parameters<typeof actorOf>[0]) => ({ db, changes, actor: actorOf(request) });

    app.get(
      `${base}/help-centers/:id/groups`,
      { schema: { ...docs, params: ZIdParam, response: { 200: ZHelpCenterGroups, ...errors } } },
      (request) => listGroups({ db, actor: actorOf(request), helpCenterId: request.params.id }),
    );

    app.post(
      `${base}/help-centers/:id/groups`,
      {
        schema: {
          ...docs,
          params: ZIdParam,
          body: ZCreateGroupRequest,
          response: { 201: ZPublicGroup, ...errors },
        },
      },
      async (request, reply) => {
        const group = await createGroup({
          ...access(request),
          helpCenterId: request.params.id,
          name: request.body.name,
          parentId: request.body.parentId ?? null,
        });
        return reply.status(201).send(group);
      },
    );

    app.put(
      `${base}/help-centers/:id/groups/reorder`,
      {
        schema: {
          ...docs,
          params: ZIdParam,
          body: ZReorderGroupsRequest,
          response: { 200: z.array(ZPublicGroup), ...errors },
        },
      },
      (request) =>
        reorderGroups({
          ...access(request),
          helpCenterId: request.params.id,
          parentId: request.body.parentId ?? null,
          groupOrders: request.body.groupOrders,
        }),
    );

    app.put(
      `${base}/groups/:groupId`,
      {
        schema: {
          ...docs,
          params: ZGroupIdParam,
          body: ZRenameGroupRequest,
          response: { 200: ZPublicGroup, ...errors },
        },
      },
      (request) =>
        renameGroup({ ...access(request), groupId: request.params.groupId, name: request.body.name }),
    );

    app.delete(
      `${base}/groups/:groupId`,
      { schema: { ...docs, params: ZGroupIdParam, response: { 200: ZOkResponse, ...errors } } },
      async (request) => {
        await deleteGroup({ ...access(request), groupId: request.params.groupId });
        return { message: 'Group deleted' };
      },
    );

    app.put(
      `${base}/groups/:groupId/move`,
      {
        schema: {
          ...docs,
          params: ZGroupIdParam,
          body: ZMoveGroupRequest,
          response: { 200: ZPublicGroup, ...errors },
        },
      },
      (request) =>
        moveGroup({
          ...access(request),
          groupId: request.params.groupId,
          targetParentId: request.body.targetParentId,
        }),
    );

    app.post(
      `${base}/groups/:groupId/articles/:articleId`,
      { schema: { ...docs, params: ZGroupArticleParams, response: { 200: ZOkResponse, ...errors } } },
      async (request) => {
        const { groupId, articleId } = request.params;
        await placeArticle({ ...access(request), groupId, articleId });
        return { message: 'Article added to the group' };
      },
    );

    app.delete(
      `${base}/groups/articles/:articleId`,
      { schema: { ...docs, params: ZArticleIdParam, response: { 200: ZOkResponse, ...errors } } },
      async (request) => {
        await removeArticleFromGroup({ ...access(request), articleId: request.params.articleId });
        return { message: 'Article removed from the group' };
      },
    );

    app.put(
      `${base}/groups/articles/:articleId/move`,
      {
        schema: {
          ...docs,
          params: ZArticleIdParam,
          body: ZMoveArticleRequest,
          response: { 200: ZOkResponse, ...errors },
        },
      },
      async (request) => {
        await placeArticle({
          ...access(request),
          articleId: request.params.articleId,
          groupId: request.body.targetGroupId,
        });
        return { message: 'Article moved' };
      },
    );

    app.put(
      `${base}/groups/:groupId/articles/reorder`,
      {
        schema: {
          ...docs,
          params: ZMaybeGroupIdParam,
          body: ZReorderArticlesRequest,
          response: { 200: ZOkResponse, ...errors },
        },
      },
      async (request) => {
        const { groupId } = request.params;
        await reorderArticles({
          ...access(request),
          groupId: groupId === 'null' ? null : groupId,
          articleOrders: request.body.articleOrders,
        });
        return { message: 'Articles reordered' };
      },
    );
  };
}
