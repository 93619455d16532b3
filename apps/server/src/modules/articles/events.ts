import { EventEmitter } from 'node:events';

export type ArticleChange = {
  articleId: string;
  organizationId: string;
  kind: 'updated' | 'deleted';
  /** Made by another process (shareChanges.ts): listeners drop what they keep, nothing more. */
  remote?: boolean;
};

/**
 * Tells listeners (the public page's cache) that an article changed, after the change is committed:
 * in this process, and through shareChanges.ts in every other process on the same PostgreSQL.
 * `resync` says changes may have been missed (a lost connection): drop everything kept. A listener
 * must not throw; it only drops what it keeps.
 */
export const articleEvents = new EventEmitter<{ changed: [ArticleChange]; resync: [] }>();
articleEvents.setMaxListeners(50);

export function articleChanged(change: ArticleChange): void {
  articleEvents.emit('changed', change);
}
