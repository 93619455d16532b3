import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/defineJob';
import type { JobLogger } from '../../jobs/wake';
import { createTxtLookup } from '../../lib/dns/txtLookup';
import { recheckDomains } from './domainVerification';

/** How often a process that runs jobs asks for a round; each round takes only the domains due. */
const ROUND_EVERY_MS = 60 * 60 * 1000;
const KEY = 'recheck-custom-domains';

/**
 * `recheck-custom-domains`: one round of the daily DNS re-check (domainVerification.ts). One live
 * round at a time across every process (singleton key); a round looks up only the domains whose
 * last check is a day old, so asking for rounds often costs nothing and a missed day catches up.
 */
export const domainRecheckJob = defineJob({
  type: KEY,
  payload: z.object({}),
  scope: 'none',
  needs: ['db', 'changes', 'clock', 'config'],
  maxAttempts: 3,
  background: true,
  singletonKey: () => KEY,
  handler: (deps) => ({
    async run() {
      const lookup = createTxtLookup(deps.config.dnsResolver);
      await recheckDomains({ db: deps.db, changes: deps.changes, lookup, now: deps.clock.now() });
    },
  }),
});

/**
 * Asks for a round now and then hourly, on a process that runs jobs (the server unless WORKER=off,
 * or `worker`). Returns the function that stops asking.
 */
export function scheduleDomainRechecks(ctx: Pick<AppContext, 'jobs' | 'db'>, log: JobLogger): () => void {
  const ask = () =>
    void domainRecheckJob
      .enqueue(ctx.jobs, ctx.db, { organizationId: null, payload: {} })
      .catch((error: unknown) => log.warn({ err: error }, 'could not queue the custom domains re-check'));
  ask();
  const timer = setInterval(ask, ROUND_EVERY_MS).unref();
  return () => clearInterval(timer);
}
