import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { helpCenters } from '../../db/schema';
import type { SiteHosts } from './hosts';

/**
 * The help centers' own domains, read at start and again whenever a help center changes anywhere
 * (any process: change events), so requests to a new domain reach its site; links may name such a
 * host even where PUBLIC_URL is unset. Undone when the app closes.
 */
export async function watchCustomDomains(ctx: AppContext, app: FastifyInstance, hosts: SiteHosts) {
  const load = async () => {
    const rows = await ctx.db
      .select({ domain: helpCenters.customDomain, slug: helpCenters.slug })
      .from(helpCenters)
      .where(isNotNull(helpCenters.customDomain));
    hosts.setDomains(rows.map((row) => [row.domain!, row.slug]));
  };
  const reload = () =>
    void load().catch((error) => app.log.error({ err: error }, 'could not read custom domains'));
  await load();
  const disallow = ctx.origin.allowHosts((hostname) => hosts.hasDomain(hostname));
  const stop = ctx.changes.subscribe('helpCenter', { changed: reload, resync: reload });
  app.addHook('onClose', async () => {
    stop();
    disallow();
  });
}
