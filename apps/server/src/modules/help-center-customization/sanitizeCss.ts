import { CUSTOM_CSS_MAX_BYTES } from '@support/shared';
import * as csstree from 'css-tree';
import { badRequest } from '../../lib/errors';

/**
 * A help center's own CSS goes into every page of its public site, inside a `<style>` element. It
 * must not load anything from elsewhere (a tracker, a font, an image that reports what a reader
 * typed through attribute selectors) and must not end its element early (`</style><script>`).
 * So it is parsed with css-tree, only what is understood and harmless is kept, and the text is
 * written anew from the tree, never copied from the input: whatever the browser's parser would
 * read differently from css-tree's (escapes, broken syntax) is a Raw node here, and dropped.
 */

/** At-rules that only group or condition rules; @import, @font-face, @namespace and the rest go. */
const KEPT_AT_RULES = new Set(['media', 'supports', 'keyframes', 'container', 'layer']);
/** Functions that load a resource or run something, by their name without a vendor prefix. */
const LOADING_FUNCTIONS = new Set([
  'url',
  'src',
  'image',
  'image-set',
  'cross-fade',
  'element',
  'expression',
  'paint',
]);
/** Old IE's `behavior` (an HTC script) and Firefox's `-moz-binding` (XBL). */
const SCRIPT_PROPERTIES = new Set(['behavior', 'binding']);
const SCRIPT_SCHEMES = /(?:java|vb)script\s*:/i;
/** The removed parts the answer lists, each shortened: enough for the admin to see why. */
const REMOVED_LISTED = 20;
const REMOVED_LENGTH = 120;

export const CUSTOM_CSS_TOO_LARGE_MESSAGE = `The custom CSS can be at most ${CUSTOM_CSS_MAX_BYTES / 1024} KB`;

export type SanitizedCss = { css: string; removed: string[] };

const decodedName = (name: string): string => {
  const decoded = csstree.ident.decode(name).toLowerCase();
  return csstree.keyword(decoded).basename;
};

/** Whether a part of the tree could load, run or hide something: then its whole rule or declaration goes. */
function isUnsafe(node: csstree.CssNode | null | undefined): boolean {
  if (!node) return false;
  let unsafe = false;
  csstree.walk(node, (child) => {
    if (unsafe) return;
    if (child.type === 'Url' || child.type === 'Raw') unsafe = true;
    else if (child.type === 'Function' && LOADING_FUNCTIONS.has(decodedName(child.name))) unsafe = true;
    else if (child.type === 'String' && SCRIPT_SCHEMES.test(child.value)) unsafe = true;
    else if (child.type === 'Identifier' && SCRIPT_SCHEMES.test(csstree.ident.decode(child.name)))
      unsafe = true;
  });
  return unsafe;
}

/** One declaration a line, indented (what an admin edits best), or all on one line when that is too large. */
type Layout = { indent: string; colon: string; open: string; newline: string };
const READABLE: Layout = { indent: '  ', colon: ': ', open: ' {', newline: '\n' };
const COMPACT: Layout = { indent: '', colon: ':', open: '{', newline: '' };

class Printer {
  readonly removed: string[] = [];
  removedCount = 0;

  constructor(private readonly layout: Layout) {}

  remove(node: csstree.CssNode): string[] {
    this.removedCount += 1;
    if (this.removed.length < REMOVED_LISTED) {
      const text = csstree.generate(node);
      this.removed.push(text.length > REMOVED_LENGTH ? `${text.slice(0, REMOVED_LENGTH - 1)}…` : text);
    }
    return [];
  }

  /** The kept nodes of a list as lines, each level indented once more. */
  lines(nodes: csstree.List<csstree.CssNode>, depth: number): string[] {
    return nodes.toArray().flatMap((node) => this.node(node, depth));
  }

  private node(node: csstree.CssNode, depth: number): string[] {
    const { colon, open } = this.layout;
    const indent = this.layout.indent.repeat(depth);
    if (node.type === 'Comment') return [];
    if (node.type === 'Declaration') {
      const property = csstree.property(csstree.ident.decode(node.property).toLowerCase());
      if (SCRIPT_PROPERTIES.has(property.basename) || isUnsafe(node.value)) return this.remove(node);
      const important = node.important === true ? ' !important' : node.important ? ` !${node.important}` : '';
      return [`${indent}${node.property}${colon}${csstree.generate(node.value).trim()}${important};`];
    }
    if (node.type === 'Rule') {
      if (isUnsafe(node.prelude)) return this.remove(node);
      const inner = this.lines(node.block.children, depth + 1);
      return inner.length
        ? [`${indent}${csstree.generate(node.prelude)}${open}`, ...inner, `${indent}}`]
        : [];
    }
    if (node.type === 'Atrule') {
      if (!KEPT_AT_RULES.has(decodedName(node.name)) || isUnsafe(node.prelude)) return this.remove(node);
      const head = `${indent}@${node.name}${node.prelude ? ` ${csstree.generate(node.prelude)}` : ''}`;
      if (!node.block) return [`${head};`];
      const inner = this.lines(node.block.children, depth + 1);
      return inner.length ? [`${head}${open}`, ...inner, `${indent}}`] : [];
    }
    // Raw text css-tree could not read, or a declaration where only rules belong.
    return this.remove(node);
  }
}

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

function print(ast: csstree.CssNode, layout: Layout): { css: string; printer: Printer } {
  const printer = new Printer(layout);
  const lines = ast.type === 'StyleSheet' ? printer.lines(ast.children, 0) : [];
  return { css: lines.join(layout.newline).replace(/</g, '\\3c '), printer };
}

/**
 * The CSS as it may be served: at most CUSTOM_CSS_MAX_BYTES given and kept (400
 * CUSTOM_CSS_TOO_LARGE otherwise, before anything is parsed for the given text), one declaration
 * a line when that fits (else on one line, so what fits when given fits when saved again), with no
 * `<` left (a `<` in a string is written as the escape `\3c `, which CSS reads as the same
 * character and HTML does not see). Comments are not kept.
 */
export function sanitizeCss(input: string): SanitizedCss {
  if (utf8Length(input) > CUSTOM_CSS_MAX_BYTES)
    throw badRequest(CUSTOM_CSS_TOO_LARGE_MESSAGE, 'CUSTOM_CSS_TOO_LARGE');
  if (!input.trim()) return { css: '', removed: [] };
  let printed: { css: string; printer: Printer };
  try {
    const ast = csstree.parse(input, { parseCustomProperty: true, onParseError: () => {} });
    printed = print(ast, READABLE);
    if (utf8Length(printed.css) > CUSTOM_CSS_MAX_BYTES) printed = print(ast, COMPACT);
  } catch (cause) {
    // Nesting deeper than the stack (a RangeError): nothing a stylesheet needs.
    if (cause instanceof RangeError)
      throw badRequest('The custom CSS is nested too deeply to be read', 'INVALID_CUSTOM_CSS');
    throw cause;
  }
  const { css, printer } = printed;
  if (utf8Length(css) > CUSTOM_CSS_MAX_BYTES)
    throw badRequest(
      `${CUSTOM_CSS_TOO_LARGE_MESSAGE} as saved: this would be ${Math.ceil(utf8Length(css) / 1024)} KB`,
      'CUSTOM_CSS_TOO_LARGE',
    );
  const more = printer.removedCount - printer.removed.length;
  return { css, removed: more > 0 ? [...printer.removed, `… ${more} more`] : printer.removed };
}
