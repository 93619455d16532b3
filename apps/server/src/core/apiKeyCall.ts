import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from './actor';

/** The API key a request acts with, and the route it called ("PUT /help-articles/:id"). */
export type ApiKeyCall = Readonly<{
  keyId: string;
  name: string;
  userId: string;
  organizationId: string;
  route: string;
}>;

const calls = new AsyncLocalStorage<ApiKeyCall>();

/**
 * Runs a contract route's handler knowing the API key it acts with (lib/contract/route.ts), so the
 * change bus's reaction writes the key's audit entry inside each transaction the handler commits
 * (modules/api-keys/audit.ts): no write path has to remember it, and none can leave it out.
 */
export function runWithApiKey<T>(actor: Actor | undefined, route: string, work: () => T): T {
  if (!actor?.apiKey || !actor.organizationId) return work();
  const call: ApiKeyCall = {
    keyId: actor.apiKey.id,
    name: actor.apiKey.name,
    userId: actor.userId,
    organizationId: actor.organizationId,
    route,
  };
  return calls.run(call, work);
}

/** The API key the current request acts with; undefined for everyone else. */
export const currentApiKeyCall = (): ApiKeyCall | undefined => calls.getStore();
