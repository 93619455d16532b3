import { html } from '../public-pages/html';
import { EMBED_SCRIPT } from './frameScripts';
import { widgetTexts } from './texts';

/**
 * An article page as its embed view (`…?embed=1`): the page as rendered for readers, one rendering,
 * without the site's header, side tree and footer, with the script that tells the frame's parent its
 * height. In the widget's panel (`&widget=1`) it starts with a link back to the panel's search.
 * The parts cut are the ones chrome.ts and articlePage.ts write, found by their classes.
 */
export function embedView(
  page: string,
  options: { widget: boolean; language: string; panelPath: string },
): string {
  let shown = page
    .replace(/<a class="skip"[^>]*>[^<]*<\/a><header class="hc-top">[\s\S]*?<\/header>/, '')
    .replace(/<nav class="hc-side-nav"[\s\S]*?<\/details><\/nav>/, '')
    .replace(/<footer class="hc-foot">[\s\S]*?<\/footer>/, '')
    .replace('<body>', '<body class="hc-embed">')
    .replace(
      '</head>',
      '<style>.hc-embed .hc-page{padding-top:1rem}.hc-embed .hc-layout{display:block}.w-back{display:inline-block;margin-bottom:.5rem;color:var(--hc-link)}</style></head>',
    );
  if (options.widget) {
    const back = html`<a class="w-back" href="${options.panelPath}">← ${widgetTexts(options.language).back}</a>`;
    shown = shown.replace(
      '<main class="hc-content" id="main">',
      `<main class="hc-content" id="main">${back.value}`,
    );
  }
  return shown.replace('</body>', `<script>${EMBED_SCRIPT}</script></body>`);
}
