import type { Actor } from '../../core/actor';
import { canEditArticle } from '../articles/policy';

/**
 * Who may add, list and remove an article's own images (spec 02 §6), in the vocabulary of
 * core/policy.ts: an article edit, so every member (`canEditArticle`). The article is found through
 * the articles policy (`findArticle`, `articleOf`) and every image query names the organization, so
 * another organization's image is not found; the quota is the organization's.
 */
export const canManageArticleImages = (actor: Actor): boolean => canEditArticle(actor);
