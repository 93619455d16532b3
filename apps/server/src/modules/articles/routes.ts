import {
  ZArticle,
  ZArticleList,
  ZArticleListQuery,
  ZCreateArticleResponse,
  ZCreateManualArticleRequest,
  ZErrorBody,
  ZIdParam,
  ZOkResponse,
  ZSharingStats,
  ZUpdateArticleContentRequest,
  ZUpdateArticleTagsRequest,
  ZUpdateArticleTitleRequest,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, actorOf } from '../../plugins/authenticate';
import { activeOrganizationOf } from '../organizations/policy';
import { requireActiveSubscription } from '../plans/gate';
import { createManualArticle } from './createManualArticle';
import { deleteArticle } from './deleteArticle';
import { downloadArticle } from './download';
import type { ArticleListCache } from './listCache';
import { setArticleShared } from './publishArticle';
import { listArticles, loadArticle, type Visibility } from './queries';
import { sharingStats } from './sharingStats';
import { updateArticleContent, updateArticleTags, updateArticleTitle } from './updateArticle';

const docs = { tags: ['help-articles'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const base = '/help-articles';

/** Spec 02 §7 "Help articles": every call is scoped to the caller's active organization. */

/**
 * Article content is up to 2,000,000 characters (the shared schema); as JSON that is more than the
 * server's 1 MiB default, so the routes that take content allow this much.
 */
const CONTENT_BODY_LIMIT = 8 * 1024 * 1024;

/** What every edit of one article is given: the caller, the article and the moment. */
type ArticleEdit = {
  db: AppContext['db'];
  changes: AppContext['changes'];
  actor: Actor;
  id: string;
  now: Date;
};

export function articlesRoutes(ctx: AppContext, articleLists: ArticleListCache): FastifyPluginAsyncZod {
  const { db, clock, storage } = ctx;
  const plans = ctx.config.billing.plans;
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));

    const lists: [string, Visibility][] = [
      [base, 'all'],
      [`${base}/public`, 'public'],
      [`${base}/private`, 'private'],
    ];
    for (const [url, visibility] of lists) {
      app.get(
        url,
        { schema: { ...docs, querystring: ZArticleListQuery, response: { 200: ZArticleList, ...errors } } },
        async (request, reply) => {
          const actor = actorOf(request);
          const query = { visibility, ...request.query };
          const list = await articleLists.get(activeOrganizationOf(actor), query, () =>
            listArticles({ db, actor, ...query }),
          );
          // Already checked against ZArticleList and serialized: a buffer is sent as it is.
          return reply.type('application/json; charset=utf-8').send(list as never);
        },
      );
    }

    app.get(
      `${base}/:id`,
      { schema: { ...docs, params: ZIdParam, response: { 200: ZArticle, ...errors } } },
      (request) => loadArticle({ db, storage, actor: actorOf(request), id: request.params.id }),
    );

    app.post(
      `${base}/create-manual-article`,
      {
        bodyLimit: CONTENT_BODY_LIMIT,
        schema: {
          ...docs,
          body: ZCreateManualArticleRequest,
          response: { 201: ZCreateArticleResponse, ...errors },
        },
      },
      async (request, reply) => {
        const created = await createManualArticle({
          db,
          plans,
          actor: actorOf(request),
          ...request.body,
          now: clock.now(),
        });
        return reply.status(201).send(created);
      },
    );

    app.delete(
      `${base}/:id`,
      { schema: { ...docs, params: ZIdParam, response: { 200: ZOkResponse, ...errors } } },
      async (request) => {
        await deleteArticle({
          db,
          changes: ctx.changes,
          storage,
          actor: actorOf(request),
          id: request.params.id,
          log: request.log,
        });
        return { message: 'Article deleted' };
      },
    );

    /**
     * An edit of one article: `change` runs for the caller's organization, and the answer is the
     * article as it is now, so the client can show it without a refetch.
     */
    function editRoute<B extends z.ZodType>(
      method: 'PUT' | 'POST',
      url: string,
      body: B | null,
      change: (target: ArticleEdit, body: z.infer<B>) => Promise<unknown>,
      options: { bodyLimit?: number } = {},
    ) {
      app.route({
        method,
        url: `${base}/:id${url}`,
        bodyLimit: options.bodyLimit,
        schema: {
          ...docs,
          params: ZIdParam,
          ...(body ? { body } : {}),
          response: { 200: ZArticle, ...errors, 409: ZErrorBody },
        },
        handler: async (request) => {
          const { id } = request.params as z.infer<typeof ZIdParam>;
          const actor = actorOf(request);
          await change({ db, changes: ctx.changes, actor, id, now: clock.now() }, request.body as z.infer<B>);
          return loadArticle({ db, storage, actor, id });
        },
      });
    }

    editRoute(
      'PUT',
      '',
      ZUpdateArticleContentRequest,
      (target, { content }) => updateArticleContent({ ...target, content }),
      { bodyLimit: CONTENT_BODY_LIMIT },
    );
    editRoute('PUT', '/title', ZUpdateArticleTitleRequest, (target, { title }) =>
      updateArticleTitle({ ...target, title }),
    );
    editRoute('PUT', '/tags', ZUpdateArticleTagsRequest, (target, { tags }) =>
      updateArticleTags({ ...target, tags }),
    );
    editRoute('POST', '/publish', null, (target) => setArticleShared({ ...target, shared: true }));
    editRoute('POST', '/unpublish', null, (target) => setArticleShared({ ...target, shared: false }));

    app.get(`${base}/:id/download`, { schema: { ...docs, params: ZIdParam } }, async (request, reply) => {
      const { filename, zip } = await downloadArticle({
        db,
        storage,
        plans,
        actor: actorOf(request),
        id: request.params.id,
        now: clock.now(),
      });
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(zip));
    });

    app.get(
      '/analytics/shared/article/:id',
      {
        schema: {
          tags: ['analytics'],
          security: docs.security,
          params: ZIdParam,
          response: { 200: ZSharingStats, ...errors },
        },
      },
      (request) => sharingStats({ db, actor: actorOf(request), id: request.params.id }),
    );
  };
}
