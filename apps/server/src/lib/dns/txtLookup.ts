import { Resolver } from 'node:dns/promises';

/**
 * What a TXT lookup found: the records (each one's strings joined, as RFC 7208 reads them), none
 * (the name or the record does not exist: a definite answer), or no answer at all (a time-out, a
 * failing server: worth asking again before acting on it).
 */
export type TxtAnswer =
  | { kind: 'records'; values: string[] }
  | { kind: 'none' }
  | { kind: 'unanswered'; code: string };

export type TxtLookup = (name: string) => Promise<TxtAnswer>;

const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * TXT lookups at DNS_RESOLVER (`address[:port]`) or, unset, at the machine's resolvers. A short
 * time-out: an admin waits for "Check now".
 */
export function createTxtLookup(server: string | undefined): TxtLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (server) resolver.setServers([server]);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      return { kind: 'records', values: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'EUNKNOWN';
      return NO_RECORD.has(code) ? { kind: 'none' } : { kind: 'unanswered', code };
    }
  };
}
