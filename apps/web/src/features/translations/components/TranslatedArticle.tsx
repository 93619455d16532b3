import type { Article } from '@support/shared';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { useExternalImages } from '../../articles/queries';

// The article view's renderer, in its own chunk as on the article page.
const MarkdownView = lazy(() => import('../../articles/components/MarkdownView'));

/** A translation (or the source) as readers see it: its title, and its markdown with the article's images. */
export function TranslatedArticle({
  article,
  title,
  content,
  lang,
}: {
  article: Article;
  title: string;
  content: string;
  lang: string;
}) {
  const images = useExternalImages(article.id);
  const version = article.activeArticleVersion;
  return (
    <article lang={lang}>
      <p className="mb-5 break-words text-2xl font-semibold tracking-tight text-stone-900">{title}</p>
      <Suspense fallback={<PageSpinner />}>
        <MarkdownView
          content={content}
          images={{
            steps: version?.steps ?? [],
            externalImages: images.data ?? [],
            mediaOutput: version?.mediaOutput,
          }}
        />
      </Suspense>
    </article>
  );
}
