import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, Parents, PhrasingContent, RootContent } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { internalArticleId, isInternalArticleLink } from './conventions';

export type RenderOptions = {
  /** The URL an image of the markdown is shown from; null drops the image. Default: as written. */
  resolveImage?: (image: { url: string; alt: string }) => string | null;
  /** Where an `article:{uuid}` link goes; null keeps only its text. Default: /articles/{uuid}. */
  resolveArticleLink?: (articleId: string) => string | null;
};

/**
 * GitHub's sanitizing schema: no script, style, iframe, event handler or `javascript:`/`data:` URL
 * survives. Footnote ids are prefixed by remark-rehype already, so sanitizing must not do it twice.
 */
const schema = { ...defaultSchema, clobber: [], clobberPrefix: '' };

/**
 * Article markdown (CommonMark + GFM) as safe HTML. Raw HTML in the markdown is shown as text,
 * so a writer's `<Enter>` reads as typed and a `<script>` is harmless; the sanitizer runs after
 * everything else as the last word on what reaches the page.
 */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(() => (tree: MdastRoot) => rewriteTree(tree, options))
      .use(remarkRehype)
      .use(rehypeSanitize, schema)
      .use(() => (tree: HastRoot) => decorate(tree))
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

/** Parents whose children are blocks: raw HTML there becomes a paragraph of text. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function rewriteTree(parent: Parents, options: RenderOptions): void {
  const children: RootContent[] = [];
  for (const node of parent.children as RootContent[]) {
    if (node.type === 'html') {
      const text = { type: 'text' as const, value: node.value };
      children.push(FLOW_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text);
      continue;
    }
    if (node.type === 'image') {
      const url = options.resolveImage
        ? options.resolveImage({ url: node.url, alt: node.alt ?? '' })
        : node.url;
      if (url !== null) children.push({ ...node, url });
      continue;
    }
    if (node.type === 'link' && isInternalArticleLink(node.url)) {
      const articleId = internalArticleId(node.url);
      const url = articleId
        ? options.resolveArticleLink
          ? options.resolveArticleLink(articleId)
          : `/articles/${articleId}`
        : null;
      rewriteTree(node, options);
      if (url === null) children.push(...(node.children as PhrasingContent[]));
      else children.push({ ...node, url });
      continue;
    }
    if ('children' in node) rewriteTree(node, options);
    // A paragraph that held only images that were dropped would be an empty gap.
    if (node.type === 'paragraph' && node.children.every((c) => c.type === 'text' && !c.value.trim()))
      continue;
    children.push(node);
  }
  parent.children = children as never;
}

/** Added after sanitizing, with values of our own: lazy images and links that leak nothing. */
function decorate(node: HastRoot | Element): void {
  // A link whose URL the sanitizer refused is just its text; such an image is nothing.
  const children: (HastRoot | Element)['children'] = node.children;
  const kept = children.flatMap((child): typeof children => {
    if (child.type !== 'element') return [child];
    if (child.tagName === 'a' && child.properties.href == null) return child.children;
    if (child.tagName === 'img' && child.properties.src == null) return [];
    return [child];
  });
  Object.assign(node, { children: kept });
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'img') {
      child.properties.loading = 'lazy';
      child.properties.decoding = 'async';
    }
    if (child.tagName === 'a' && /^https?:/i.test(String(child.properties.href ?? ''))) {
      child.properties.rel = ['nofollow', 'noopener', 'noreferrer'];
    }
    decorate(child);
  }
}

/** Plain text of the first paragraph that has any, cut at a word boundary: an Open Graph description. */
export function markdownExcerpt(markdown: string, maxLength = 200): string {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  let text = '';
  const visit = (node: Parents | RootContent): boolean => {
    if (node.type === 'paragraph') {
      text = plainText(node).replace(/\s+/g, ' ').trim();
      return text.length > 0;
    }
    return 'children' in node && (node.children as RootContent[]).some(visit);
  };
  visit(tree);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function plainText(node: Parents | RootContent): string {
  if (node.type === 'image' || node.type === 'html') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return node.type === 'break' ? ' ' : '';
}
