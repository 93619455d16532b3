import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { helpCenters } from '../../db/schema';
import type { SiteHosts } from './hosts';

/**
 * The help centers' own domains, read at start and again whenever a help center changes anywhere
 * (any process: change events), so requests to a newly verified domain reach its site. Only
 * VERIFIED domains serve: one still pending, or whose re-check failed, answers 404 for every path
 * (SiteHosts.refuses, app.ts). A custom domain is
 * never trusted for other links (mails, the app: lib/trustedOrigin.ts): its own site's pages link
 * to it through the address hosts.ts gives the request. Undone when the app closes.
 */
export async function watchCustomDomains(ctx: AppContext, app: FastifyInstance, hosts: SiteHosts) {
  const load = async () => {
    const rows = await ctx.db
      .select({ domain: helpCenters.customDomain, slug: helpCenters.slug, status: helpCenters.domainStatus })
      .from(helpCenters)
      .where(isNotNull(helpCenters.customDomain));
    hosts.setDomains(
      rows.filter((row) => row.status === 'VERIFIED').map((row) => [row.domain!, row.slug]),
      rows.filter((row) => row.status !== 'VERIFIED').map((row) => row.domain!),
    );
  };
  const reload = () =>
    void load().catch((error) => app.log.error({ err: error }, 'could not read custom domains'));
  await load();
  const stop = ctx.changes.subscribe('helpCenter', { changed: reload, resync: reload });
  app.addHook('onClose', async () => {
    stop();
  });
}
