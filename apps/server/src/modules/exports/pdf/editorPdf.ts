import { eq } from 'drizzle-orm';
import type { Actor } from '../../../core/actor';
import type { Db } from '../../../db/client';
import { organizations } from '../../../db/schema';
import { internalArticleId } from '../../../lib/markdown';
import type { Storage } from '../../../lib/storage';
import { findArticle } from '../../articles/queries';
import { loadArticleBatch } from '../loadArticles';
import { makeArticlePdf, outsideLink } from './makePdf';

/**
 * `GET /help-articles/{id}/pdf`: the article as the editor shows it, for any member of its
 * organization (another organization's article is not found). Links to other articles lead to
 * them in the app, where the PDF's reader is one of the team.
 */
export async function editorArticlePdf(input: {
  db: Db;
  storage: Storage;
  actor: Actor;
  id: string;
  appOrigin: string;
}): Promise<{ title: string; pdf: Buffer }> {
  const article = await findArticle(input.db, input.actor, input.id);
  const { organizationId } = article;
  const [loaded, [organization]] = await Promise.all([
    loadArticleBatch(input.db, organizationId, [article.id]),
    input.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId)),
  ]);
  const source = loaded.get(article.id)!;
  const pdf = await makeArticlePdf({
    db: input.db,
    storage: input.storage,
    source: {
      organizationId,
      articleId: article.id,
      title: source.title,
      content: source.content,
      language: source.language ?? 'en',
      subtitle: organization?.name ?? '',
      media: source.media,
      linkOf: (url) => {
        const id = internalArticleId(url);
        return id ? `${input.appOrigin}/articles/${id}` : outsideLink(url);
      },
    },
  });
  return { title: source.title, pdf };
}
