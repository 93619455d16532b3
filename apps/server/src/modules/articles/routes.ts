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
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../plans/gate';
import { createManualArticle } from './createManualArticle';
import { deleteArticle } from './deleteArticle';
import { downloadArticle } from './download';
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

export function articlesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
        (request) => listArticles({ db, actor: actorOf(request), visibility, ...request.query }),
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

    // Every edit answers with the article as it is now, so the client can show it without a refetch.
    const edit = { ...docs, params: ZIdParam, response: { 200: ZArticle, ...errors, 409: ZErrorBody } };
    const reload = (actor: ReturnType<typeof actorOf>, id: string) => loadArticle({ db, storage, actor, id });

    app.put(
      `${base}/:id`,
      { bodyLimit: CONTENT_BODY_LIMIT, schema: { ...edit, body: ZUpdateArticleContentRequest } },
      async (request) => {
        const actor = actorOf(request);
        await updateArticleContent({
          db,
          changes: ctx.changes,
          actor,
          id: request.params.id,
          content: request.body.content,
          now: clock.now(),
        });
        return reload(actor, request.params.id);
      },
    );

    app.put(
      `${base}/:id/title`,
      { schema: { ...edit, body: ZUpdateArticleTitleRequest } },
      async (request) => {
        const actor = actorOf(request);
        await updateArticleTitle({
          db,
          changes: ctx.changes,
          actor,
          id: request.params.id,
          title: request.body.title,
          now: clock.now(),
        });
        return reload(actor, request.params.id);
      },
    );

    app.put(`${base}/:id/tags`, { schema: { ...edit, body: ZUpdateArticleTagsRequest } }, async (request) => {
      const actor = actorOf(request);
      await updateArticleTags({
        db,
        changes: ctx.changes,
        actor,
        id: request.params.id,
        tags: request.body.tags,
        now: clock.now(),
      });
      return reload(actor, request.params.id);
    });

    for (const [action, shared] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      app.post(`${base}/:id/${action}`, { schema: edit }, async (request) => {
        const actor = actorOf(request);
        await setArticleShared({
          db,
          changes: ctx.changes,
          actor,
          id: request.params.id,
          shared,
          now: clock.now(),
        });
        return reload(actor, request.params.id);
      });
    }

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
