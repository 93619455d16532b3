import {
  CUSTOM_CSS_MAX_BYTES,
  type Customization,
  type SaveCustomizationRequest,
  SITE_LINK_LABEL_MAX_LENGTH,
  type SiteLink,
  utf8Bytes,
  ZSiteLink,
} from '@support/shared';
import type { TFunction } from 'i18next';

/** A link being edited: `key` keeps its fields when rows move. */
export type LinkRow = { key: string; label: string; url: string };
export type LinkErrors = { label?: string; url?: string };
export type Draft = { headerLinks: LinkRow[]; footerLinks: LinkRow[]; customCss: string };

let rowCount = 0;
/**
 * A key for a new row. Not crypto.randomUUID: browsers offer it only on https and localhost, and
 * an install may be opened over plain http on its network.
 */
export const newRowKey = () => `link-${++rowCount}`;

const rowsOf = (links: SiteLink[]): LinkRow[] => links.map((link) => ({ key: newRowKey(), ...link }));

export const draftOf = (saved: Customization): Draft => ({
  headerLinks: rowsOf(saved.headerLinks),
  footerLinks: rowsOf(saved.footerLinks),
  customCss: saved.customCss,
});

const linksOf = (rows: LinkRow[]) => rows.map(({ label, url }) => ({ label, url }));

export const bodyOf = (draft: Draft): SaveCustomizationRequest => ({
  headerLinks: linksOf(draft.headerLinks),
  footerLinks: linksOf(draft.footerLinks),
  customCss: draft.customCss,
});

/** Whether the draft differs from what is saved (links by their text, in their order). */
export const isDirty = (draft: Draft, saved: Customization): boolean =>
  JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(draftOf(saved)));

/**
 * Each row's messages, by the same schema the server checks with (ZSiteLink), in the reader's
 * language: an empty or long label, an address that is not http, https or mailto.
 */
export function linkErrors(rows: LinkRow[], t: TFunction<'settings'>): Record<string, LinkErrors> {
  const errors: Record<string, LinkErrors> = {};
  for (const row of rows) {
    const result = ZSiteLink.safeParse(row);
    if (result.success) continue;
    const fields = new Set(result.error.issues.map((issue) => issue.path[0]));
    errors[row.key] = {
      label: fields.has('label')
        ? row.label.trim()
          ? t('customization.links.labelTooLong', { max: SITE_LINK_LABEL_MAX_LENGTH })
          : t('customization.links.labelRequired')
        : undefined,
      url: fields.has('url') ? t('customization.links.urlInvalid') : undefined,
    };
  }
  return errors;
}

export const cssTooLarge = (css: string) => utf8Bytes(css) > CUSTOM_CSS_MAX_BYTES;

/** Whether the server would take the draft: every link valid, the CSS within its size. */
export const isSendable = (draft: Draft, t: TFunction<'settings'>) =>
  Object.keys(linkErrors([...draft.headerLinks, ...draft.footerLinks], t)).length === 0 &&
  !cssTooLarge(draft.customCss);
