import { createHmac, timingSafeEqual } from 'node:crypto';
import { html } from '../public-pages/html';
import { siteTexts } from './texts';

/**
 * A member's preview of a help center (issue 47): the site as readers will see it, published or
 * not, without its reader password. The app asks for a preview link (`POST /v1/help-centers/{id}/preview`,
 * signed in, any member of the organization); the link's token lasts minutes and, opened on the
 * public site, becomes a cookie for that help center's path only, lasting an hour. Both are an
 * expiry and an HMAC over their purpose, the help center and its organization: they name no
 * secret, open no other help center, and a help center of another organization never matches
 * (its id and organization are not the ones signed).
 */
export const PREVIEW_LINK_SECONDS = 5 * 60;
export const PREVIEW_COOKIE_SECONDS = 60 * 60;

type Center = { id: string; organizationId: string };
type Purpose = 'link' | 'cookie';

export const previewCookieName = (helpCenterId: string) => `hcp_${helpCenterId.replace(/-/g, '')}`;

const signature = (secret: string, purpose: Purpose, center: Center, expires: number) =>
  createHmac('sha256', secret)
    .update(`preview.${purpose}.${center.id}.${center.organizationId}.${expires}`)
    .digest('base64url');

export function previewToken(secret: string, purpose: Purpose, center: Center, now: Date): string {
  const lifetime = purpose === 'link' ? PREVIEW_LINK_SECONDS : PREVIEW_COOKIE_SECONDS;
  const expires = Math.floor(now.getTime() / 1000) + lifetime;
  return `${expires}.${signature(secret, purpose, center, expires)}`;
}

export function isPreviewToken(
  secret: string,
  purpose: Purpose,
  center: Center,
  token: unknown,
  now: Date,
): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, purpose, center, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The bar across the top of every previewed page, right after `<body>`: a page rendered for a
 * preview is kept apart from the readers' (siteCache key) and never cached outside this server.
 */
export function withPreviewBar(page: string, language: string, published: boolean): string {
  const texts = siteTexts(language);
  const bar = html`<div class="hc-preview-bar" role="status"><strong>${texts.previewTitle}</strong> ${
    published ? texts.previewPublished : texts.previewUnpublished
  }</div>`.value;
  const at = page.indexOf('<body>');
  return at === -1 ? page : `${page.slice(0, at + 6)}\n${bar}${page.slice(at + 6)}`;
}
