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
      '<style>.hc-embed .hc-page{padding-top:1rem}.hc-embed .hc-layout{display:block}.w-bar{display:flex;justify-content:space-between;align-items:center;margin-bottom:.5rem}.w-back{color:var(--hc-link)}.w-x{background:transparent;border:0;font:inherit;font-size:1.5rem;line-height:1;cursor:pointer;color:inherit;padding:.25rem .5rem}</style></head>',
    );
  if (options.widget) {
    const texts = widgetTexts(options.language);
    // On a phone the panel covers the page: the article needs its own way out besides Esc.
    const back = html`<div class="w-bar"><a class="w-back" href="${options.panelPath}">← ${texts.back}</a><button type="button" class="w-x" aria-label="${texts.close}">×</button></div>`;
    shown = shown.replace(
      '<main class="hc-content" id="main">',
      `<main class="hc-content" id="main">${back.value}`,
    );
  }
  return shown.replace('</body>', `<script>${EMBED_SCRIPT}</script></body>`);
}
