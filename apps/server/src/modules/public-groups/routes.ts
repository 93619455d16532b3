import { publicGroupsApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { placeArticle, removeArticleFromGroup, reorderArticles } from './groupArticles';
import {
  createGroup,
  deleteGroup,
  listGroups,
  moveGroup,
  renameGroup,
  reorderGroups,
  setGroupCard,
  setGroupTranslations,
} from './groups';
import { placeInTree } from './place';

/**
 * Spec 02 §7 "Public groups": the tree of article groups of a help center and the articles in it.
 * Every member may arrange them (docs/help-centers.md, "Who may do what"); every call is scoped to the organization.
 */
export function publicGroupsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, changes } = ctx;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    const access = (request: Parameters<typeof actorOf>[0]) => ({ db, changes, actor: actorOf(request) });

    route(app, publicGroupsApi.list, (request) =>
      listGroups({ db, actor: actorOf(request), helpCenterId: request.params.id }),
    );

    route(app, publicGroupsApi.create, (request) =>
      createGroup({
        ...access(request),
        helpCenterId: request.params.id,
        name: request.body.name,
        parentId: request.body.parentId ?? null,
      }),
    );

    route(app, publicGroupsApi.reorder, (request) =>
      reorderGroups({
        ...access(request),
        helpCenterId: request.params.id,
        parentId: request.body.parentId ?? null,
        groupOrders: request.body.groupOrders,
      }),
    );

    // The articles tab's drags; move and reorder below stay for API clients (spec 02 §7).
    route(app, publicGroupsApi.place, (request) =>
      placeInTree({ ...access(request), helpCenterId: request.params.id, ...request.body }),
    );

    route(app, publicGroupsApi.rename, (request) =>
      renameGroup({ ...access(request), groupId: request.params.groupId, name: request.body.name }),
    );

    route(app, publicGroupsApi.card, (request) =>
      setGroupCard({
        ...access(request),
        groupId: request.params.groupId,
        icon: request.body.icon,
        description: request.body.description,
      }),
    );

    route(app, publicGroupsApi.translations, (request) =>
      setGroupTranslations({
        ...access(request),
        groupId: request.params.groupId,
        translations: request.body.translations,
      }),
    );

    route(app, publicGroupsApi.delete, async (request) => {
      await deleteGroup({ ...access(request), groupId: request.params.groupId });
      return { message: 'Group deleted' };
    });

    route(app, publicGroupsApi.move, (request) =>
      moveGroup({
        ...access(request),
        groupId: request.params.groupId,
        targetParentId: request.body.targetParentId,
      }),
    );

    route(app, publicGroupsApi.addArticle, async (request) => {
      const { groupId, articleId } = request.params;
      await placeArticle({ ...access(request), groupId, articleId });
      return { message: 'Article added to the group' };
    });

    route(app, publicGroupsApi.removeArticle, async (request) => {
      await removeArticleFromGroup({ ...access(request), articleId: request.params.articleId });
      return { message: 'Article removed from the group' };
    });

    route(app, publicGroupsApi.moveArticle, async (request) => {
      await placeArticle({
        ...access(request),
        articleId: request.params.articleId,
        groupId: request.body.targetGroupId,
      });
      return { message: 'Article moved' };
    });

    route(app, publicGroupsApi.reorderArticles, async (request) => {
      const { groupId } = request.params;
      await reorderArticles({
        ...access(request),
        groupId: groupId === 'null' ? null : groupId,
        articleOrders: request.body.articleOrders,
      });
      return { message: 'Articles reordered' };
    });
  };
}
