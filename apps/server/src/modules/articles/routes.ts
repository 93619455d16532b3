import {
  articlesApi,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  ZArticle,
  ZIdParam,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import { type RouteExtras, route, serializedAs } from '../../lib/contract/route';
import { actorOf } from '../../plugins/authenticate';
import { requireApiKeyScope } from '../../plugins/tokenScope';
import { subscriberRoutes } from '../billing';
import { ArticleWaits, etagOf, preferredWait } from './articleWaits';
import { bulkArticles } from './bulkArticles';
import { createManualArticle } from './createManualArticle';
import { deleteArticle } from './deleteArticle';
import { downloadArticle } from './download';
import type { ArticleListCache } from './listCache';
import { setArticleShared } from './publishArticle';
import { listArticles, loadArticle, type Visibility } from './queries';
import { setSharedLinkPublic } from './sharedLink';
import { updateArticleContent, updateArticleTags, updateArticleTitle } from './updateArticle';

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

/** How often a reader waiting for the article's next change has it read again regardless. */
const RECHECK_MS = 5000;

/** An edit endpoint: the article's id in the path, the article as it is now in the answer. */
type EditEndpoint = Endpoint<{ params: typeof ZIdParam; body?: z.ZodType; response: typeof ZArticle }>;

export function articlesRoutes(ctx: AppContext, articleLists: ArticleListCache): FastifyPluginAsyncZod {
  const { db, clock, storage } = ctx;
  const plans = ctx.config.billing.plans;
  return async (app) => {
    subscriberRoutes(app, ctx);

    const lists: [Endpoint, Visibility][] = [
      [articlesApi.list, 'all'],
      [articlesApi.listPublic, 'public'],
      [articlesApi.listPrivate, 'private'],
    ];
    for (const [endpoint, visibility] of lists) {
      route(app, endpoint as typeof articlesApi.list, async (request, reply) => {
        const actor = actorOf(request);
        const query = { visibility, ...request.query };
        const list = await articleLists.get(activeOrganizationOf(actor), query, () =>
          listArticles({ db, actor, ...query }),
        );
        // Already checked against ZArticleList and serialized: a buffer is sent as it is.
        return reply.type('application/json; charset=utf-8').send(list as never);
      });
    }

    const waits = new ArticleWaits(ctx.changes);
    const { idleTimeoutMs } = ctx.config.http;
    app.addHook('preClose', async () => waits.close());
    route(app, articlesApi.get, async (request, reply) => {
      const actor = actorOf(request);
      const reader = {
        organizationId: activeOrganizationOf(actor),
        articleId: request.params.id,
        userId: actor.userId,
      };
      let body: Buffer | null = null;
      let etag = '';
      const load = async () => {
        const readAt = waits.beginRead();
        const article = await loadArticle({ db, storage, actor, id: reader.articleId });
        // What the response schema would send, written out once: the tag is of these bytes.
        body = serializedAs(ZArticle, article);
        etag = etagOf(body);
        waits.remember(reader, etag, readAt);
      };
      const known = request.headers['if-none-match'];
      // Held for less than the connection's idle timeout, which would cut it.
      const waitSeconds = known
        ? Math.min(preferredWait(request.headers.prefer), Math.floor((idleTimeoutMs - 2000) / 1000))
        : 0;
      // The watch begins before the read: a change made in between ends the wait at once.
      const watch = waitSeconds > 0 ? waits.watch(reader) : null;
      try {
        // A reader asking again right after an answer waits without a read of what it already has.
        if (watch && known && waits.unchanged(reader, known)) etag = known;
        else await load();
        if (watch && matches(known, etag)) {
          // A reader that goes away is let go (stop() ends the wait).
          reply.raw.once('close', watch.stop);
          const until = Date.now() + waitSeconds * 1000;
          for (;;) {
            // Every few seconds it looks anyway: an edit that announced no change still shows.
            const outcome = await watch.next(Math.min(until, Date.now() + RECHECK_MS));
            if (outcome === 'ended') break;
            await load();
            if (!matches(known, etag) || Date.now() >= until) break;
          }
        }
        // The reader keeps the tag itself; the browser's disk keeps nothing (a shared computer).
        reply.header('etag', etag).header('cache-control', 'private, no-store');
        if (matches(known, etag) || !body) return reply.code(304).send() as never;
        return reply.type('application/json; charset=utf-8').send(body as never);
      } finally {
        watch?.stop();
      }
    });

    route(
      app,
      articlesApi.createManual,
      (request) =>
        createManualArticle({
          db,
          changes: ctx.changes,
          plans,
          actor: actorOf(request),
          ...request.body,
          now: clock.now(),
        }),
      { bodyLimit: CONTENT_BODY_LIMIT },
    );

    route(app, articlesApi.delete, async (request) => {
      await deleteArticle({
        db,
        changes: ctx.changes,
        storage,
        actor: actorOf(request),
        id: request.params.id,
        now: clock.now(),
        log: request.log,
      });
      return { message: 'Article deleted' };
    });

    route(app, articlesApi.bulk, (request) => {
      const actor = actorOf(request);
      // The endpoint takes keys with `articles:write`; publishing in bulk also needs their publish scope.
      if (request.body.action.type === 'publish' || request.body.action.type === 'unpublish')
        requireApiKeyScope(actor, 'articles:publish');
      return bulkArticles({
        db,
        changes: ctx.changes,
        storage,
        actor,
        ...request.body,
        now: clock.now(),
        log: request.log,
      });
    });

    /**
     * An edit of one article: `change` runs for the caller's organization, and the answer is the
     * article as it is now, so the client can show it without a refetch.
     */
    function editRoute<E extends EditEndpoint>(
      endpoint: E,
      change: (target: ArticleEdit, body: EndpointRequest<E>['body']) => Promise<unknown>,
      extras: RouteExtras = {},
    ) {
      route(
        app,
        endpoint,
        async (request) => {
          const { id } = request.params as z.infer<typeof ZIdParam>;
          const actor = actorOf(request);
          await change(
            { db, changes: ctx.changes, actor, id, now: clock.now() },
            request.body as EndpointRequest<E>['body'],
          );
          return loadArticle({ db, storage, actor, id }) as Promise<EndpointResponse<E>>;
        },
        extras,
      );
    }

    editRoute(
      articlesApi.updateContent,
      (target, { content, aiEdit, baseRevisionAt }) =>
        updateArticleContent({ ...target, content, aiEdit, baseRevisionAt }),
      { bodyLimit: CONTENT_BODY_LIMIT },
    );
    editRoute(articlesApi.updateTitle, (target, { title, baseRevisionAt }) =>
      updateArticleTitle({ ...target, title, baseRevisionAt }),
    );
    editRoute(articlesApi.updateTags, (target, { tags, baseRevisionAt }) =>
      updateArticleTags({ ...target, tags, baseRevisionAt }),
    );
    editRoute(articlesApi.publish, (target) => setArticleShared({ ...target, shared: true }));
    editRoute(articlesApi.unpublish, (target) => setArticleShared({ ...target, shared: false }));
    editRoute(articlesApi.sharedLink, (target, { keepPublic }) =>
      setSharedLinkPublic({ ...target, keepPublic }),
    );

    // A zip file, not a JSON answer: it stays a plain route (its errors are JSON as any route's).
    app.get(
      '/help-articles/:id/download',
      { schema: { tags: ['help-articles'], security: [{ bearer: [] }], params: ZIdParam } },
      async (request, reply) => {
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
          .send(zip);
      },
    );
  };
}

/** Whether `If-None-Match` names this entity tag (a list, weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
