import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleRenders, articles, articleTranslations, articleVersions } from '../../db/schema';
import { RenderFailed, type RenderPool, type StoredRender } from '../../lib/markdown';

/** Part of every hash, so a change to the renderer's output makes every stored render stale. */
const RENDERER = 'r3';

const hashOf = (content: string) => `${RENDERER}:${createHash('sha256').update(content).digest('base64url')}`;

type Target = { organizationId: string; articleId: string; language: string; content: string };

/**
 * The stored renders of articles' content. A render is made on a render thread when a shown
 * article's content is saved or it is published (`refresh`, on the articles' change event) and stored; a reader's page only reads it. A
 * row made before renders were stored, or from another process's save, is rendered once on first
 * read, the same way. A render that fails or overruns leaves the previous render in place.
 */
export class ArticleRenders {
  private readonly inFlight = new Map<string, Promise<StoredRender | null>>();
  private readonly storedListeners = new Set<(target: Omit<Target, 'content' | 'language'>) => void>();

  /**
   * Told after each render is stored: pages that show an excerpt (a help center's group pages)
   * read it from the stored render, so theirs is new now too. Returns the unsubscribe.
   */
  onStored(listener: (target: Omit<Target, 'content' | 'language'>) => void): () => void {
    this.storedListeners.add(listener);
    return () => this.storedListeners.delete(listener);
  }

  constructor(
    private readonly options: {
      db: Db;
      pool: RenderPool;
      onStored: (articleId: string) => void;
      onFailed: (error: unknown, target: Omit<Target, 'content'>) => void;
    },
  ) {}

  /** The render of this content, or the previous one when it cannot be made; null if none ever was. */
  async get(target: Target): Promise<StoredRender | null> {
    const hash = hashOf(target.content);
    const [stored] = await this.options.db
      .select({
        sourceHash: articleRenders.sourceHash,
        html: articleRenders.html,
        excerpt: articleRenders.excerpt,
      })
      .from(articleRenders)
      .where(
        and(eq(articleRenders.articleId, target.articleId), eq(articleRenders.language, target.language)),
      );
    if (stored?.sourceHash === hash) return { html: stored.html, excerpt: stored.excerpt };
    const key = `${target.articleId}\n${target.language}\n${hash}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.make(target, hash).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return (await pending) ?? (stored ? { html: stored.html, excerpt: stored.excerpt } : null);
  }

  /**
   * Renders what the article shows (its active version and translations) where that changed. Only
   * for an article a public page shows (shared by link or placed in a help center): each edit of
   * any article announces a change, and rendering unshared ones would cost every step save three
   * queries for nothing; publishing announces a change too, which renders it then.
   */
  async refresh(articleId: string): Promise<void> {
    const db = this.options.db;
    const [source] = await db
      .select({
        organizationId: articles.organizationId,
        language: articleVersions.language,
        content: articleVersions.content,
        shown: sql<boolean>`${articles.isPubliclyShared} or ${articles.publicGroupId} is not null`,
      })
      .from(articles)
      .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
      .where(eq(articles.id, articleId));
    if (!source?.shown) return;
    const { organizationId } = source;
    const [translations, stored] = await Promise.all([
      db
        .select({
          language: articleTranslations.language,
          content: articleTranslations.content,
          state: articleTranslations.state,
        })
        .from(articleTranslations)
        .where(
          and(
            eq(articleTranslations.organizationId, organizationId),
            eq(articleTranslations.articleId, articleId),
          ),
        ),
      // The hashes alone: comparing needs no HTML.
      db
        .select({ language: articleRenders.language, sourceHash: articleRenders.sourceHash })
        .from(articleRenders)
        .where(eq(articleRenders.articleId, articleId)),
    ]);
    const storedHash = new Map(stored.map((row) => [row.language, row.sourceHash]));
    // Translations without text, and copies not translated yet, are not shown; the page falls back
    // to the source language.
    const shown = translations.filter(
      (t) => t.language !== source.language && t.content.trim() && t.state !== 'NOT_TRANSLATED',
    );
    for (const { language, content } of [source, ...shown]) {
      if (storedHash.get(language) === hashOf(content)) continue;
      await this.get({ organizationId, articleId, language, content });
    }
  }

  private async make(target: Target, hash: string): Promise<StoredRender | null> {
    let render: StoredRender;
    try {
      render = await this.options.pool.render(target.content);
    } catch (error) {
      if (!(error instanceof RenderFailed && error.reason === 'closed')) {
        const { content: _, ...where } = target;
        this.options.onFailed(error, where);
      }
      return null;
    }
    const row = { ...render, sourceHash: hash, renderedAt: new Date() };
    await this.options.db
      .insert(articleRenders)
      .values({
        organizationId: target.organizationId,
        articleId: target.articleId,
        language: target.language,
        ...row,
      })
      .onConflictDoUpdate({ target: [articleRenders.articleId, articleRenders.language], set: row })
      // The article may be gone by now; its render has nothing left to show.
      .catch(() => undefined);
    this.options.onStored(target.articleId);
    for (const listener of this.storedListeners)
      listener({ organizationId: target.organizationId, articleId: target.articleId });
    return render;
  }
}
