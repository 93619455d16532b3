import type { ChangeOf } from '../../changes/types';

/**
 * The change event of an edit to an article (its text, title, tags, sharing, steps or images);
 * `stepsOfVersion` names the version whose steps changed (the demo GIF and the search documents
 * follow), `imagesOfVersion` the version whose step images alone changed (only the demo GIF
 * follows), `renderedImagesOfVersion` the version whose processed images were rendered anew (only
 * pages follow), `textOfVersion` the version whose title or text changed (search and translations follow).
 */
export function articleUpdated(
  article: { id: string; organizationId: string },
  detail: {
    stepsOfVersion?: string;
    imagesOfVersion?: string;
    renderedImagesOfVersion?: string;
    textOfVersion?: string;
  } = {},
): ChangeOf<'article'> {
  return {
    topic: 'article',
    organizationId: article.organizationId,
    articleId: article.id,
    kind: 'updated',
    ...detail,
  };
}

/** The change event of an article's deletion. */
export function articleDeleted(article: { id: string; organizationId: string }): ChangeOf<'article'> {
  return { topic: 'article', organizationId: article.organizationId, articleId: article.id, kind: 'deleted' };
}
