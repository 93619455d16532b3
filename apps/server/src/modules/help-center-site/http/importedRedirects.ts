import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/client';
import { helpCenterRedirects } from '../../../db/schema';
import { articlePath } from '../paths';
import type { SiteVisit } from '../siteCache';

/**
 * An address the site does not have, that an imported article had on the site it came from
 * (issue 49): a 301 to the article's page, when the article is on this site. Asked only for
 * addresses that would otherwise be this site's 404, so every page a reader finds costs nothing.
 */
export async function importedRedirect(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  visit: SiteVisit,
): Promise<FastifyReply | null> {
  const center = visit.entry.site.center;
  // Custom domains were rewritten to /docs/{slug}/… before routing (hosts.ts).
  const prefix = `/docs/${center.slug}`;
  const url = request.url.split(/[?#]/)[0] ?? '';
  if (!url.startsWith(`${prefix}/`)) return null;
  let path: string;
  try {
    path = decodeURI(url.slice(prefix.length));
  } catch {
    return null;
  }
  if (path.length > 1000) return null;
  const [row] = await db
    .select({ articleId: helpCenterRedirects.articleId })
    .from(helpCenterRedirects)
    .where(and(eq(helpCenterRedirects.helpCenterId, center.id), eq(helpCenterRedirects.path, path)));
  const article = row && visit.entry.site.articles.find((candidate) => candidate.id === row.articleId);
  if (!article) return null;
  return reply
    .code(301)
    .header('location', articlePath(visit.base, article))
    .header('cache-control', 'public, max-age=3600')
    .send();
}
