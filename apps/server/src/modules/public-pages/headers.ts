import { PAGE_SCRIPT_SOURCE } from './pageScript';

/**
 * The public pages' response headers, fixed once: helmet's per-request work would cost these
 * routes a third of their throughput, and the policy here is stricter than the app's anyway.
 */

/**
 * Browsers revalidate every time (a cheap 304 by ETag), so a writer who unpublishes sees the 404 at
 * once; a CDN or proxy may keep a page a minute, and serve it a minute longer while it fetches anew.
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60';
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=10';
export const IMAGE_CACHE_CONTROL = 'public, max-age=600';

/**
 * No script at all may run on a public page, whatever the content; styles are inline. `connect-src
 * 'self'` opens nothing to a page that runs no script, but lets tools that audit from inside the page
 * (Lighthouse's robots.txt check) read this site's robots.txt.
 */
export const PAGE_CSP =
  "default-src 'none'; img-src 'self' https:; media-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * A help center's page: it may post its forms (a password, "Was this helpful?") to its own site
 * only, and run its one script (pageScript.ts: copy buttons), allowed by its hash, nothing else.
 */
export const FORM_PAGE_CSP = PAGE_CSP.replace("form-action 'none'", "form-action 'self'").replace(
  "default-src 'none';",
  `default-src 'none'; script-src ${PAGE_SCRIPT_SOURCE};`,
);

/** What helmet would send, with the page's own policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': PAGE_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});
