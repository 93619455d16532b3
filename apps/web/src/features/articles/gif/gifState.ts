import { type Article, DEMO_GIF_MARKDOWN } from '@support/shared';
import { gifUrl } from '../rules/images';

/** How long to wait for the demo GIF, and how often to ask (issue 8). */
export const GIF_POLL_MS = 1500;
export const GIF_TIMEOUT_MS = 120_000;

/**
 * A signed URL without its query: the signature may be renewed while the file stays the same,
 * and the file's name changes with its content.
 */
export function imagePath(url: string | null | undefined): string | null {
  return url ? (url.split('?')[0] ?? url) : null;
}

export type GifSnapshot = { path: string | null; inText: boolean };

export function gifSnapshot(article: Article | undefined): GifSnapshot {
  return {
    path: imagePath(gifUrl(article?.activeArticleVersion?.mediaOutput)),
    inText: Boolean(article?.content.includes(DEMO_GIF_MARKDOWN)),
  };
}

/** The request is done when a new GIF is stored, or the existing one was put back into the text. */
export function gifRendered(before: GifSnapshot, article: Article): boolean {
  const now = gifSnapshot(article);
  if (!now.path) return false;
  return now.path !== before.path || (!before.inText && now.inText);
}

/** Steps with "Apply image changes to GIF" show their annotations in it; blurs show in any case. */
export function gifStepCount(article: Article): number {
  return (article.activeArticleVersion?.steps ?? []).filter((step) => step.applyImageChangesToGif).length;
}
