/** Spec 02 §5: internal links `article:{uuid}` and the insert-link rules. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ARTICLE_LINK_PREFIX = 'article:';

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export type ResolvedLink =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  /** An `article:` link whose id is not a UUID: only its text is shown. */
  | { kind: 'text' };

export function resolveLink(href: string | undefined | null): ResolvedLink {
  if (!href) return { kind: 'text' };
  if (href.startsWith(ARTICLE_LINK_PREFIX)) {
    const id = href.slice(ARTICLE_LINK_PREFIX.length);
    return isUuid(id) ? { kind: 'internal', to: `/articles/${id.toLowerCase()}` } : { kind: 'text' };
  }
  return { kind: 'external', href };
}

/** A web address typed without its scheme gets https:// (as people type "example.com"). */
export function normalizeExternalUrl(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) {
    return trimmed;
  }
  return `https://${trimmed}`;
}

/** Brackets in the text would end the link early; parentheses and spaces in the target likewise. */
function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}
function escapeTarget(target: string): string {
  return target.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
}

export type LinkChoice =
  | { type: 'external'; url: string }
  | { type: 'article'; articleId: string | null; articleTitle?: string };

/** The markdown to insert, or null while the choice is incomplete (no URL, no article chosen). */
export function buildMarkdownLink(text: string, choice: LinkChoice): string | null {
  if (choice.type === 'external') {
    const url = normalizeExternalUrl(choice.url);
    if (!url) return null;
    const label = text.trim() || url;
    return `[${escapeLinkText(label)}](${escapeTarget(url)})`;
  }
  if (!choice.articleId || !isUuid(choice.articleId)) return null;
  const label = text.trim() || choice.articleTitle?.trim() || choice.articleId;
  return `[${escapeLinkText(label)}](${ARTICLE_LINK_PREFIX}${choice.articleId})`;
}

export type LinkCursorProblem = 'cursorOutside' | 'noSelection' | null;

/**
 * Spec 02 §5: inserting a link needs the cursor in the editor (else "Please place cursor in the
 * editor…") and a known cursor position or selection (else "Please set cursor position…").
 */
export function linkCursorProblem(input: {
  editorFocused: boolean;
  selection: { from: number; to: number } | null;
}): LinkCursorProblem {
  if (!input.editorFocused) return 'cursorOutside';
  if (!input.selection) return 'noSelection';
  return null;
}
