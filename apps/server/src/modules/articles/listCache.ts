import { ZArticleList } from '@support/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeBus } from '../../changes/bus';
import { serializedAs } from '../../lib/contract/route';
import type { listArticles } from './queries';

/**
 * How long a list answered from memory may lag behind a write that announces no change to other
 * servers (a new article, a renamed tag, a creator's new name, made through another server). Writes
 * through this server and article changes heard from anywhere drop an organization's lists at once.
 */
export const ARTICLE_LIST_TTL_MS = 1000;
const MAX_LISTS = 500;
const MAX_BYTES = 32 * 1024 * 1024;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type ArticleList = Awaited<ReturnType<typeof listArticles>>;

/**
 * The article lists answered lately, as the JSON bytes sent, per organization and query. The list
 * screen and its polling ask the same few pages again and again, and each costs several
 * milliseconds of database work on the embedded database; from memory it costs what the profile
 * call does. An organization's lists are dropped (its generation moves on, so older entries are
 * never read again and age out) when:
 * - a change of one of its articles or their translations is heard: this process, other servers
 *   by NOTIFY, and jobs (a generation or a translation finishing) all record one;
 * - a member's write request through this server ends, before its answer is sent, so the writer's
 *   next read sees it whatever it changed (tags, names, new articles);
 * - ARTICLE_LIST_TTL_MS has passed, for writes through other servers that announce nothing.
 * A list read while a write was under way is sent but not kept.
 */
export function createArticleListCache(changes: ChangeBus) {
  const lists = new LRUCache<string, Buffer>({
    max: MAX_LISTS,
    maxSize: MAX_BYTES,
    sizeCalculation: (bytes) => bytes.length,
    ttl: ARTICLE_LIST_TTL_MS,
  });
  const generations = new Map<string, number>();
  const generationOf = (organizationId: string) => generations.get(organizationId) ?? 0;
  const forget = (organizationId: string) => {
    generations.set(organizationId, generationOf(organizationId) + 1);
  };
  const listener = {
    changed: (change: { organizationId: string }) => forget(change.organizationId),
    resync: () => lists.clear(),
  };
  // A translation saved by the worker changes the list's language badges.
  const unsubscribers = [changes.subscribe('article', listener), changes.subscribe('translation', listener)];
  const unsubscribe = () => {
    for (const stop of unsubscribers) stop();
  };

  return {
    /** The list for `query` (every parameter that shapes it), from memory or from `load`. */
    async get(organizationId: string, query: unknown, load: () => Promise<ArticleList>): Promise<Buffer> {
      const generation = generationOf(organizationId);
      const key = `${organizationId} ${generation} ${JSON.stringify(query)}`;
      const kept = lists.get(key);
      if (kept) return kept;
      // What the route's response schema would send: checked against it, then serialized.
      const bytes = serializedAs(ZArticleList, await load());
      if (generationOf(organizationId) === generation) lists.set(key, bytes);
      return bytes;
    },
    /** onSend hook of every /v1 route: a member's write drops the organization's lists. */
    forgetAfterWrite(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: () => void) {
      if (!READS.has(request.method) && reply.statusCode < 400) {
        const organizationId = request.actor?.organizationId;
        if (organizationId) forget(organizationId);
      }
      done();
      return payload;
    },
    close: unsubscribe,
  };
}
export type ArticleListCache = ReturnType<typeof createArticleListCache>;
