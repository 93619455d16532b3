import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

type Node = Root | RootContent | ElementContent;

/** The parsed page (a tree, bounded by the file's size bound before it gets here). */
export const parseHtml = (html: string): Root => unified().use(rehypeParse).parse(html);

export function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as Node)).join('');
  return '';
}

/** Every element under `node` that `test` accepts, in document order. */
export function findAll(node: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    if (current.type === 'element' && test(current)) found.push(current);
    if ('children' in current) for (const child of current.children) visit(child as Node);
  };
  visit(node);
  return found;
}

export const byId = (id: string) => (element: Element) => element.properties.id === id;
export const byTag = (tag: string) => (element: Element) => element.tagName === tag;

/** The page's title: its `<title>`, else its first `<h1>`, else null. */
export function titleOf(tree: Root): string | null {
  const title = textOf(findAll(tree, byTag('title'))[0] ?? { type: 'text', value: '' }).trim();
  if (title) return title.slice(0, 200);
  const heading = textOf(findAll(tree, byTag('h1'))[0] ?? { type: 'text', value: '' }).trim();
  return heading ? heading.slice(0, 200) : null;
}

function removeElement(node: Node, target: Element): void {
  if (!('children' in node)) return;
  node.children = node.children.filter((child) => child !== target) as typeof node.children;
  for (const child of node.children) removeElement(child as Node, target);
}

/** GitHub's sanitising rules (what the public site allows), without ids that clash on the page. */
const SCHEMA = { ...defaultSchema, clobberPrefix: '' };

const processor = unified()
  .use(rehypeSanitize, SCHEMA)
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

/**
 * A page (or a part of one) as the product's markdown: sanitised first (scripts, styles, event
 * handlers and unknown elements go), then headings, lists, tables, code, images and links kept as
 * GitHub-flavoured markdown. The first `<h1>` is dropped when it only repeats the title.
 */
export async function htmlToMarkdown(node: Root | Element, title: string | null): Promise<string> {
  const root: Root = node.type === 'root' ? node : { type: 'root', children: [node] };
  if (title) {
    const [first] = findAll(root, byTag('h1'));
    if (first && textOf(first).trim() === title) removeElement(root, first);
  }
  const mdast = await processor.run(structuredClone(root));
  return String(processor.stringify(mdast as never)).trim();
}
