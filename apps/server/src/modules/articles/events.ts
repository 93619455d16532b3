import { EventEmitter } from 'node:events';

export type ArticleChange = { articleId: string; organizationId: string; kind: 'updated' | 'deleted' };

/**
 * Tells in-process listeners (the public page's cache) that an article changed, after the change
 * is committed. A listener must not throw; it only drops what it keeps.
 */
export const articleEvents = new EventEmitter<{ changed: [ArticleChange] }>();
articleEvents.setMaxListeners(50);

export function articleChanged(change: ArticleChange): void {
  articleEvents.emit('changed', change);
}
