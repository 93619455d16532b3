import { createHash } from 'node:crypto';
import { type RefResolver, resolveStoredHtml, type StoredRender } from '../../lib/markdown';
import type { SharedArticle } from '../public-site/loadSharedArticle';
import { html } from './html';

/** A short fingerprint of a storage key: the image URL changes whenever the image does. */
const fingerprint = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 10);

/**
 * An article's content as the public pages show it: the stored render with its images (served from
 * the shared page's image addresses) and links to other shared articles resolved, the title heading
 * that repeats the page's title left out. `articleHref` may send article links elsewhere (a help
 * center links its own articles to its own pages).
 */
export function articleContent(
  article: SharedArticle,
  render: StoredRender | null,
  options: {
    articleHref?: (articleId: string) => string | undefined;
    /** Where the images are served (a protected help center serves them behind its password). */
    imageBase?: string;
  } = {},
): { html: string; firstImage: string | null } {
  const imageBase = options.imageBase ?? `/shared/${encodeURIComponent(article.sharingId)}/images`;
  const { html: body, firstImage } = render
    ? resolveStoredHtml(render.html, {
        image: (ref) => resolveImage(article, imageBase, ref),
        article: (id) => {
          // The help center's own page first: an article of a protected help center has no open
          // shared link (linkedArticles leaves it out), yet its sibling pages link to it.
          const own = options.articleHref?.(id);
          if (own) return own;
          const sharingId = article.linkedArticles.get(id);
          return sharingId ? `/shared/${encodeURIComponent(sharingId)}` : null;
        },
      })
    : { html: plainText(article.content), firstImage: null };
  return { html: belowTitle(withoutRepeatedTitle(body, article.title)), firstImage };
}

/**
 * The page's title is its one h1: a body with headings of its own level (an article that starts
 * with `# Something else`) moves every heading one level down, h6 staying h6, so the outline
 * keeps its shape under the title. The markup is the renderer's: its headings carry no attributes.
 */
function belowTitle(body: string): string {
  if (!body.includes('<h1>')) return body;
  return body.replace(
    /<(\/?)h([1-6])>/g,
    (_, close: string, level: string) => `<${close}h${Math.min(Number(level) + 1, 6)}>`,
  );
}

function resolveImage(
  article: SharedArticle,
  imageBase: string,
  ref: Parameters<RefResolver['image']>[0],
): string | null {
  if (ref.kind === 'step') {
    const step = article.stepImages.get(ref.number);
    return step ? `${imageBase}/steps/${step.stepId}?v=${fingerprint(step.key)}` : null;
  }
  if (ref.kind === 'external') {
    const external = article.externalImages.get(ref.imageId);
    return external ? `${imageBase}/external/${ref.imageId}?v=${fingerprint(external.key)}` : null;
  }
  return article.gifKey ? `${imageBase}/demo.gif?v=${fingerprint(article.gifKey)}` : null;
}

/** Until its render exists (or when it cannot be made) the text is shown as typed, paragraph by paragraph. */
function plainText(content: string): string {
  return content
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => html`<p>${paragraph.trim()}</p>`.value)
    .join('\n');
}

/** A generated article often starts with its own title as a heading; the page shows it once. */
function withoutRepeatedTitle(body: string, title: string): string {
  const match = /^(?:\s*<p>\s*<\/p>)*\s*<h1>([\s\S]*?)<\/h1>\n?/.exec(body);
  if (!match) return body;
  const text = match[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()
    .toLowerCase();
  return text === title.trim().toLowerCase() ? body.slice(match[0].length) : body;
}
