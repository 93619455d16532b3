import {
  publicGroupsApi,
  ZArticleIdParam,
  ZCreateGroupRequest,
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
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { placeArticle, removeArticleFromGroup, reorderArticles } from './groupArticles';
import { createGroup, deleteGroup, listGroups, moveGroup, renameGroup, reorderGroups } from './groups';

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

    route(app, publicGroupsApi.list, { params: ZIdParam, response: ZHelpCenterGroups }, (request) =>
      listGroups({ db, actor: actorOf(request), helpCenterId: request.params.id }),
    );

    route(
      app,
      publicGroupsApi.create,
      { params: ZIdParam, body: ZCreateGroupRequest, response: ZPublicGroup },
      (request) =>
        createGroup({
          ...access(request),
          helpCenterId: request.params.id,
          name: request.body.name,
          parentId: request.body.parentId ?? null,
        }),
    );

    route(
      app,
      publicGroupsApi.reorder,
      { params: ZIdParam, body: ZReorderGroupsRequest, response: z.array(ZPublicGroup) },
      (request) =>
        reorderGroups({
          ...access(request),
          helpCenterId: request.params.id,
          parentId: request.body.parentId ?? null,
          groupOrders: request.body.groupOrders,
        }),
    );

    route(
      app,
      publicGroupsApi.rename,
      { params: ZGroupIdParam, body: ZRenameGroupRequest, response: ZPublicGroup },
      (request) =>
        renameGroup({ ...access(request), groupId: request.params.groupId, name: request.body.name }),
    );

    route(app, publicGroupsApi.delete, { params: ZGroupIdParam, response: ZOkResponse }, async (request) => {
      await deleteGroup({ ...access(request), groupId: request.params.groupId });
      return { message: 'Group deleted' };
    });

    route(
      app,
      publicGroupsApi.move,
      { params: ZGroupIdParam, body: ZMoveGroupRequest, response: ZPublicGroup },
      (request) =>
        moveGroup({
          ...access(request),
          groupId: request.params.groupId,
          targetParentId: request.body.targetParentId,
        }),
    );

    route(
      app,
      publicGroupsApi.addArticle,
      { params: ZGroupArticleParams, response: ZOkResponse },
      async (request) => {
        const { groupId, articleId } = request.params;
        await placeArticle({ ...access(request), groupId, articleId });
        return { message: 'Article added to the group' };
      },
    );

    route(
      app,
      publicGroupsApi.removeArticle,
      { params: ZArticleIdParam, response: ZOkResponse },
      async (request) => {
        await removeArticleFromGroup({ ...access(request), articleId: request.params.articleId });
        return { message: 'Article removed from the group' };
      },
    );

    route(
      app,
      publicGroupsApi.moveArticle,
      { params: ZArticleIdParam, body: ZMoveArticleRequest, response: ZOkResponse },
      async (request) => {
        await placeArticle({
          ...access(request),
          articleId: request.params.articleId,
          groupId: request.body.targetGroupId,
        });
        return { message: 'Article moved' };
      },
    );

    route(
      app,
      publicGroupsApi.reorderArticles,
      { params: ZMaybeGroupIdParam, body: ZReorderArticlesRequest, response: ZOkResponse },
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
