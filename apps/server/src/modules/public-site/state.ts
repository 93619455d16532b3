import type { Db } from '../../db/client';
import type { ShareViewRecorder } from '../analytics-collect/shareViews';
import type { ArticleRenders } from './articleRenders';
import type { PageCache } from './pageCache';

/** The public site of one app, found by its database: the page cache and the view recorder. */
type PublicSiteState = { cache: PageCache; views: ShareViewRecorder; renders: ArticleRenders };

const states = new WeakMap<Db, PublicSiteState>();

export function attachPublicSite(db: Db, state: PublicSiteState): () => void {
  states.set(db, state);
  return () => states.delete(db);
}

/**
 * Forget the rendered page of an article now, by its id or sharing id (call after the change is
 * committed). Article changes arrive as change events (changes/bus.ts) already; this is for
 * changes that are not recorded as one. Other processes notice within a minute.
 */
export function invalidateSharedArticle(ctx: { db: Db }, ref: string): void {
  states.get(ctx.db)?.cache.invalidate(ref);
}

/** Writes the views still queued in memory (tests and shutdown). */
export function flushShareViews(ctx: { db: Db }): Promise<void> {
  return states.get(ctx.db)?.views.flush() ?? Promise.resolve();
}

/** Renders an article's saved content now, if it changed (tests wait for it; saves do not). */
export function renderArticleContent(ctx: { db: Db }, articleId: string): Promise<void> {
  return states.get(ctx.db)?.renders.refresh(articleId) ?? Promise.resolve();
}

/** The stored article renders of this app's public site (the help center pages read them too). */
export function publicSiteRenders(ctx: { db: Db }): ArticleRenders | undefined {
  return states.get(ctx.db)?.renders;
}

/** The view recorder of this app's public site: help center pages count their views in it too. */
export function publicSiteViews(ctx: { db: Db }): ShareViewRecorder | undefined {
  return states.get(ctx.db)?.views;
}
