import { classifyImage } from './conventions';
import { renderMarkdownWithExcerpt } from './render';

/**
 * Markdown rendered once, when it is saved, into HTML that does not depend on where it is shown:
 * article images and internal links are placeholders (`/__ref/…`) that each public page resolves
 * with a linear pass over the stored HTML (its image URLs, the linked articles' pages), so a
 * reader's request never runs the markdown pipeline and one render serves every site.
 */
export type StoredRender = { html: string; excerpt: string };

const REF = '/__ref/';

export function renderForStorage(markdown: string): StoredRender {
  return renderMarkdownWithExcerpt(markdown, {
    resolveImage: (image) => {
      const ref = classifyImage(image);
      if (ref.kind === 'step') return `${REF}step/${ref.number}`;
      if (ref.kind === 'external') return `${REF}external/${ref.imageId}`;
      if (ref.kind === 'demoGif') return `${REF}gif`;
      // Images from elsewhere only over HTTPS (the public pages' policy refuses anything else).
      return /^https:\/\//i.test(ref.url) ? ref.url : null;
    },
    resolveArticleLink: (articleId) => `${REF}article/${articleId}`,
  });
}

export type RefResolver = {
  /** The URL of an article image; null drops it. */
  image: (
    ref: { kind: 'step'; number: number } | { kind: 'external'; imageId: string } | { kind: 'gif' },
  ) => string | null;
  /** Where a linked article is read; null keeps only the link's text. */
  article: (articleId: string) => string | null;
};

// Attribute values are always double-quoted with `"` escaped, and raw `<` in text is escaped, so
// only tags the renderer made match; an image placeholder cannot be written in markdown at all.
const ATTRS = '((?: [a-z-]+="[^"]*")*)';
const IMAGE = `<img src="${REF}(step/\\d+|external/[0-9a-f-]{36}|gif)"${ATTRS}>`;
const IMAGE_TAG = new RegExp(IMAGE, 'g');
const ANY_IMAGE = `<img src="${REF}[^"]*"(?: [a-z-]+="[^"]*")*>`;
/** A paragraph or tight list item (task item too) of only article images: gone with them, as before storage. */
const IMAGE_BLOCK = new RegExp(
  `(\\n?)(<p>|<li>|<li class="task-list-item"><input type="checkbox"(?: checked)? disabled>)((?:\\s|${ANY_IMAGE})*)</(?:p|li)>(\\n?)`,
  'g',
);
/** An article image that is all of a link (`[![Step 1](step1.png)](/uri)`). */
const LINKED_IMAGE = new RegExp(`(<a href="[^"]*"(?: [a-z-]+="[^"]*")*>)${IMAGE}</a>`, 'g');
const ARTICLE_LINK = new RegExp(`<a href="${REF}article/([0-9a-f-]{36})"${ATTRS}>([\\s\\S]*?)</a>`, 'g');

/** The stored HTML for one page, and the first image shown (for Open Graph). */
export function resolveStoredHtml(
  html: string,
  resolve: RefResolver,
): { html: string; firstImage: string | null } {
  const imageTag = (_: string, ref: string, attrs: string) => {
    const url = resolve.image(parseRef(ref));
    return url === null ? '' : `<img src="${escapeAttribute(url)}"${attrs}>`;
  };
  let out = html.replace(IMAGE_BLOCK, (block, before: string, open: string, inner: string, after: string) => {
    if (!inner.includes('<img')) return block;
    const kept = inner.replace(IMAGE_TAG, imageTag);
    const close = open === '<p>' ? '</p>' : '</li>';
    if (kept.includes('<img')) return `${before}${open}${kept}${close}${after}`;
    // A dropped paragraph takes one separating newline with it; an emptied list item stays (a task
    // item with its checkbox and the space after it, as the renderer leaves a paragraph with text).
    if (open !== '<p>') return `${before}${open}${open === '<li>' ? '' : kept}</li>${after}`;
    return before && after ? '\n' : '';
  });
  // A linked image that cannot be shown leaves its alt text as the link's text, as a direct render does.
  out = out.replace(LINKED_IMAGE, (_: string, open: string, ref: string, attrs: string) => {
    const image = imageTag(_, ref, attrs);
    return `${open}${image || (/(?:^| )alt="([^"]*)"/.exec(attrs)?.[1] ?? '')}</a>`;
  });
  out = out.replace(IMAGE_TAG, imageTag);
  out = out.replace(ARTICLE_LINK, (_: string, id: string, attrs: string, text: string) => {
    const url = resolve.article(id);
    return url === null ? text : `<a href="${escapeAttribute(url)}"${attrs}>${text}</a>`;
  });
  const first = /<img src="([^"]*)"/.exec(out)?.[1];
  return { html: out, firstImage: first === undefined ? null : unescapeAttribute(first) };
}

function parseRef(ref: string): Parameters<RefResolver['image']>[0] {
  if (ref === 'gif') return { kind: 'gif' };
  const [kind, value] = ref.split('/') as [string, string];
  return kind === 'step' ? { kind: 'step', number: Number(value) } : { kind: 'external', imageId: value };
}

// The same escaping markdown-it writes, so resolved URLs read as a fresh render's would.
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name]!);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
