import { z } from 'zod';

/**
 * A help center's customization (issue 47, "Honest pages"): the links in its header and footer,
 * chosen by an admin, and its own CSS, added after the theme's. The server keeps the CSS only as
 * its sanitiser wrote it back (help-center-customization/sanitizeCss.ts).
 */
export const HEADER_LINKS_MAX = 6;
export const FOOTER_LINKS_MAX = 12;
export const SITE_LINK_LABEL_MAX_LENGTH = 40;
export const SITE_LINK_URL_MAX_LENGTH = 2000;
/** In UTF-8 bytes, as the server counts them: 20 KB. */
export const CUSTOM_CSS_MAX_BYTES = 20 * 1024;
/**
 * What a request may carry at all: longer text is refused before anything reads it. Text between
 * this and CUSTOM_CSS_MAX_BYTES is refused by the server with CUSTOM_CSS_TOO_LARGE.
 */
export const CUSTOM_CSS_MAX_REQUEST_LENGTH = 4 * CUSTOM_CSS_MAX_BYTES;

/** The UTF-8 size of a text, as the server counts the CSS limit (the web shows the same number). */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Where a header or footer link may lead: a web page (http, https; `https://` is added when no
 * scheme is given) or a mail address (`mailto:`). Nothing else: no `javascript:`, no `data:`.
 */
export const ZSiteLinkUrl = z
  .string()
  .trim()
  .min(1, { message: 'Please enter a URL' })
  .max(SITE_LINK_URL_MAX_LENGTH, {
    message: `A URL can be at most ${SITE_LINK_URL_MAX_LENGTH} characters`,
  })
  .transform((value) => (SCHEME.test(value) ? value : `https://${value}`))
  .pipe(
    z
      .url({
        protocol: /^(https?|mailto)$/i,
        message: 'Please enter an http, https or mailto address',
      })
      .refine((value) => !/^mailto:/i.test(value) || /^mailto:[^\s@]+@[^\s@]+/i.test(value), {
        message: 'Please enter an e-mail address after mailto:',
      }),
  );

export const ZSiteLink = z.object({
  label: z
    .string()
    .trim()
    .min(1, { message: 'Please enter a label' })
    .max(SITE_LINK_LABEL_MAX_LENGTH, {
      message: `A label can be at most ${SITE_LINK_LABEL_MAX_LENGTH} characters`,
    }),
  url: ZSiteLinkUrl,
});
export type SiteLink = z.infer<typeof ZSiteLink>;
export type SiteLinkInput = z.input<typeof ZSiteLink>;

export const ZHeaderLinks = z.array(ZSiteLink).max(HEADER_LINKS_MAX, {
  message: `The header can have at most ${HEADER_LINKS_MAX} links`,
});
export const ZFooterLinks = z.array(ZSiteLink).max(FOOTER_LINKS_MAX, {
  message: `The footer can have at most ${FOOTER_LINKS_MAX} links`,
});

/** What the customization page saves, all at once (one transaction). */
export const ZSaveCustomizationRequest = z
  .object({
    headerLinks: ZHeaderLinks,
    footerLinks: ZFooterLinks,
    customCss: z.string().max(CUSTOM_CSS_MAX_REQUEST_LENGTH, {
      message: `The custom CSS can be at most ${CUSTOM_CSS_MAX_BYTES / 1024} KB`,
    }),
  })
  .strict();
export type SaveCustomizationRequest = z.input<typeof ZSaveCustomizationRequest>;

/** A link as stored and answered (an answer's schema has no transforms: it is only checked). */
const ZStoredSiteLink = z.object({ label: z.string(), url: z.string() });

export const ZCustomization = z.object({
  headerLinks: z.array(ZStoredSiteLink),
  footerLinks: z.array(ZStoredSiteLink),
  /** As the sanitiser wrote it back: what the public pages carry. */
  customCss: z.string(),
});
export type Customization = z.infer<typeof ZCustomization>;

/** A save's answer: what is stored now, and what the sanitiser took out of the CSS given. */
export const ZSavedCustomization = ZCustomization.extend({
  /** The removed parts, as CSS (the first few, shortened), for the admin to see why. */
  removed: z.array(z.string()),
});
export type SavedCustomization = z.infer<typeof ZSavedCustomization>;

/** A preview of the draft: the help center's home page with it, rendered as the server serves it. */
export const ZCustomizationPreview = ZSavedCustomization.extend({ html: z.string() });
export type CustomizationPreview = z.infer<typeof ZCustomizationPreview>;
