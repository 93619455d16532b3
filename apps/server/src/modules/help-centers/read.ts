import type { HelpCenter } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import { presentHelpCenter } from './presenter';
import { findHelpCenter, linksOf, listHelpCenterRows } from './queries';

type Read = { ctx: AppContext; request: FastifyRequest; actor: Actor };

/** Where the help centers' public addresses start (DOCS_URL, or this server's trusted origin), and who reads them. */
const siteOf = ({ ctx, request, actor }: Read) => ({
  actor,
  storage: ctx.storage,
  docsUrl: ctx.config.publicSite.docsUrl,
  origin: ctx.origin.of(request),
});

/** `GET /help-centers`: the organization's help centers, newest first, each with its links. */
export async function listHelpCenters(read: Read): Promise<HelpCenter[]> {
  const organizationId = activeOrganizationOf(read.actor);
  const rows = await listHelpCenterRows(read.ctx.db, organizationId);
  const links = await linksOf(
    read.ctx.db,
    rows.map((row) => row.id),
  );
  const site = siteOf(read);
  return Promise.all(rows.map((row) => presentHelpCenter(row, links.get(row.id) ?? [], site)));
}

/** `GET /help-centers/{id}`. */
export async function loadHelpCenter(read: Read & { id: string }): Promise<HelpCenter> {
  const organizationId = activeOrganizationOf(read.actor);
  const row = await findHelpCenter(read.ctx.db, organizationId, read.id);
  const links = await linksOf(read.ctx.db, [row.id]);
  return presentHelpCenter(row, links.get(row.id) ?? [], siteOf(read));
}
