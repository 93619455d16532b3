import type { CustomizationPreview } from '@support/shared';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { renderHomePage } from '../help-center-site/homePage';
import { loadSite } from '../help-center-site/loadSite';
import { adminOfHelpCenters, helpCenterNotFound } from '../help-centers/policy';
import { findHelpCenter } from '../help-centers/queries';
import { escapeHtml } from '../public-pages/html';
import { type Draft, sanitizeDraft } from './service';

/**
 * The page's script elements: the server's own (JSON-LD, whose `<` are escaped, and the copy
 * button's), so the first `</script>` ends each.
 */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>\n?/g;

/**
 * `POST /help-centers/{id}/customization/preview`: the help center's home page as the server would
 * serve it with this draft, sanitised exactly as a save would; nothing is stored. The web app shows
 * it in a sandboxed frame (no script, an origin of its own), published or not, protected or not.
 */
export async function previewCustomization(input: {
  db: Db;
  storage: Storage;
  actor: Actor;
  id: string;
  draft: Draft;
  origin: string;
}): Promise<CustomizationPreview> {
  const organizationId = adminOfHelpCenters(input.actor);
  const center = await findHelpCenter(input.db, organizationId, input.id);
  const draft = sanitizeDraft(input.draft);
  const site = await loadSite(input.db, center.slug);
  if (!site || site.center.id !== center.id) throw helpCenterNotFound();
  const base = `/docs/${center.slug}`;
  // The frame runs no script and reports each one it blocks; a preview needs none.
  let page = renderHomePage({ ...site, customization: draft }, base, input.origin).replace(SCRIPTS, '');
  if (center.logoKey) {
    // The site's logo answers readers only once published (or let in): the app's signed address instead.
    const logo = await input.storage.signedUrl(center.logoKey);
    page = page.replaceAll(`src="${base}/logo"`, `src="${escapeHtml(logo)}"`);
  }
  return { ...draft, html: page };
}
