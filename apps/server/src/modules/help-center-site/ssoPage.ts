import { html } from '../public-pages/html';
import { header } from './chrome';
import { document } from './layout';
import type { HelpCenterSite } from './loadSite';
import { siteTexts } from './texts';

/** Why the sign-in page shows again: the provider's answer failed its checks, the account is not let in, … */
export type SsoProblem = 'failed' | 'denied' | 'unavailable' | 'signedOut' | null;

/**
 * The page of a help center readers sign in to (issue 50 item 2): what it is, why the last try did
 * not work, and the button that starts the sign-in at the provider (`{root}/sso/login`).
 */
export function renderSsoPage(
  site: HelpCenterSite,
  base: string,
  problem: SsoProblem,
  loginHref: string,
): string {
  const texts = siteTexts(site.center.language);
  const message =
    problem &&
    {
      failed: texts.ssoFailed,
      denied: texts.ssoDenied,
      unavailable: texts.ssoUnavailable,
      signedOut: texts.ssoSignedOut,
    }[problem];
  const body = html`${header(site, base, texts, { withLogo: false, search: false })}
<main class="wrap" id="main">
<h1 class="title">${texts.ssoTitle}</h1>
<p class="meta">${texts.ssoText}</p>
${message ? html`<p class="${problem === 'signedOut' ? 'meta' : 'hc-error'}" role="${problem === 'signedOut' ? 'status' : 'alert'}">${message}</p>` : ''}
<p><a class="hc-button" href="${loginHref}">${texts.ssoSignIn}</a></p>
</main>`;
  return document(site, { base, title: site.center.name, body, robots: 'noindex, nofollow' });
}
