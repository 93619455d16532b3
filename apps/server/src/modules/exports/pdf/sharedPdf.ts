import type { Db } from '../../../db/client';
import { internalArticleId } from '../../../lib/markdown';
import type { Storage } from '../../../lib/storage';
import { loadSharedArticle } from '../../public-site/loadSharedArticle';
import { makeArticlePdf, outsideLink } from './makePdf';

/**
 * `GET /shared/{sharingId}/pdf` (`?lang=`): the PDF of a publicly shared article, in the language
 * its page shows; null (the page's 404) whenever the shared link is closed: not shared, or in a
 * password-protected help center. Links to other shared articles lead to their shared pages.
 */
export async function sharedArticlePdf(input: {
  db: Db;
  storage: Storage;
  sharingId: string;
  language: string | undefined;
  baseUrl: string;
}): Promise<{ title: string; pdf: Buffer } | null> {
  const article = await loadSharedArticle(input.db, input.sharingId, input.language, 'sharedLink');
  if (!article || 'unpublished' in article) return null;
  const steps = new Map([...article.stepImages].map(([number, image]) => [number - 1, image.key]));
  const uploads = new Map(
    [...article.externalImages].map(([id, image]) => [id, { filename: '', key: image.key }]),
  );
  const pdf = await makeArticlePdf({
    db: input.db,
    storage: input.storage,
    source: {
      organizationId: article.organizationId,
      articleId: article.articleId,
      title: article.title,
      content: article.content,
      language: article.language,
      subtitle: article.organizationName,
      media: { steps, uploads, gifKey: article.gifKey },
      linkOf: (url) => {
        const id = internalArticleId(url);
        if (!id) return outsideLink(url);
        const sharingId = article.linkedArticles.get(id);
        return sharingId ? `${input.baseUrl}/shared/${encodeURIComponent(sharingId)}` : null;
      },
    },
  });
  return { title: article.title, pdf };
}
