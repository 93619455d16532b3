import { imageDescription } from '@support/shared';
import { ImageOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { type ImageContext, resolveImageSrc } from '../rules/images';
import { ARTICLE_LINK_PREFIX, resolveLink } from '../rules/links';
import { proseClass } from './prose';

/** `article:` links survive to the link renderer; every other URL gets the library's safe filter. */
function urlTransform(url: string): string {
  return url.startsWith(ARTICLE_LINK_PREFIX) ? url : defaultUrlTransform(url);
}

function MarkdownLink({ href, children }: ComponentProps<'a'>) {
  const link = resolveLink(href);
  if (link.kind === 'internal') return <Link to={link.to}>{children}</Link>;
  if (link.kind === 'text') return <span>{children}</span>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * Renders an article's markdown (GitHub flavour; raw HTML is not rendered) with the product's image
 * conventions resolved to real URLs: step screenshots, uploaded images and the demo GIF.
 */
export default function MarkdownView({
  content,
  images,
  className,
}: {
  content: string;
  images: ImageContext;
  className?: string;
}) {
  const { t } = useTranslation('articles');
  return (
    <div className={`${proseClass} ${className ?? ''}`}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        urlTransform={urlTransform}
        components={{
          a: MarkdownLink,
          img: ({ src, alt, title }) => {
            const url = typeof src === 'string' ? src : '';
            const resolved = resolveImageSrc(url, alt ?? '', images);
            // An uploaded image's alt is the product's id for it; readers get its description.
            const description = imageDescription({ alt: alt ?? '', url, title });
            if (!resolved) {
              return (
                <span className="my-3 flex items-center gap-2 rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-6 text-sm text-stone-500">
                  <ImageOff aria-hidden="true" className="size-4" />
                  {t('detail.imageMissing', { name: description || url })}
                </span>
              );
            }
            return <img src={resolved} alt={description} loading="lazy" />;
          },
        }}
      >
        {content}
      </Markdown>
    </div>
  );
}
