import type { Customization, SavedCustomization, ZSaveCustomizationRequest } from '@support/shared';
import type { z } from 'zod';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { helpCenters } from '../../db/schema';
import { helpCenterChanged } from '../help-centers/changes';
import { adminOfHelpCenters, helpCenterOf } from '../help-centers/policy';
import { findHelpCenter, type HelpCenterRow } from '../help-centers/queries';
import { sanitizeCss } from './sanitizeCss';

export type Draft = z.output<typeof ZSaveCustomizationRequest>;

export const presentCustomization = (row: HelpCenterRow): Customization => ({
  headerLinks: row.headerLinks,
  footerLinks: row.footerLinks,
  customCss: row.customCss,
});

/**
 * `GET /help-centers/{id}/customization`: for ADMINs, like everything that changes how the site
 * looks; another organization's help center is not found.
 */
export async function readCustomization(input: { db: Db; actor: Actor; id: string }): Promise<Customization> {
  const organizationId = adminOfHelpCenters(input.actor);
  return presentCustomization(await findHelpCenter(input.db, organizationId, input.id));
}

/** The draft as it would be stored: links as validated, the CSS as sanitised. */
export function sanitizeDraft(draft: Draft): SavedCustomization {
  const { css, removed } = sanitizeCss(draft.customCss);
  return { headerLinks: draft.headerLinks, footerLinks: draft.footerLinks, customCss: css, removed };
}

/**
 * `PUT /help-centers/{id}/customization`: all three at once, in one transaction on the help
 * center's locked row (two admins saving at once take turns, the last one wins whole). The CSS is
 * sanitised before, so a refused CSS changes nothing. The site's pages are rendered anew (the change).
 */
export async function saveCustomization(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  draft: Draft;
  now: Date;
}): Promise<SavedCustomization> {
  const organizationId = adminOfHelpCenters(input.actor);
  const saved = sanitizeDraft(input.draft);
  await input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.id, { lock: true });
    await tx
      .update(helpCenters)
      .set({
        headerLinks: saved.headerLinks,
        footerLinks: saved.footerLinks,
        customCss: saved.customCss,
        updatedAt: input.now,
      })
      .where(helpCenterOf(organizationId, center.id));
    await record(helpCenterChanged(center));
  });
  return saved;
}
