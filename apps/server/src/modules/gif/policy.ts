import type { Actor } from '../../core/actor';
import { canEditArticle } from '../articles/policy';

/**
 * Who may ask for a step's GIF (spec 02 §6), in the vocabulary of core/policy.ts: an article edit,
 * so every member (`canEditArticle`); the article is found through the articles policy, and the job
 * carries the organization, which every query of the generator names.
 */
export const canRequestGif = (actor: Actor): boolean => canEditArticle(actor);
