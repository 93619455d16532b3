import { archiveSlug, IMAGES_FOLDER, imageDescription, relativeArchivePath } from '@support/shared';
import { classifyImage, internalArticleId } from '../../lib/markdown/conventions';

/** A stored file an article shows, and the name it gets in the archive's images folder. */
export type ArchiveImage = { name: string; key: string };

/** What an article's images are stored as: its step images by number, its uploads by id. */
export type ArticleMedia = {
  steps: Map<number, string>;
  uploads: Map<string, { filename: string; key: string }>;
  gifKey: string | null;
};

// The address may hold spaces (an upload's file name as the editor wrote it), then an optional title.
const IMAGE = /!\[([^\]\n]*)\]\(\s*<?([^)"\n]*?)>?(?:\s+"([^"\n]*)")?\s*\)/g;
const LINK = /(?<!!)\[([^\]\n]*)\]\(\s*<?(article:[^)\s>]+)>?(?:\s+"[^"\n]*")?\s*\)/gi;

/** `report.final.png` → `report-final.png`: a file name of the archive's characters, its extension kept. */
function safeFileName(filename: string): string {
  const dot = filename.lastIndexOf('.');
  const ext =
    dot > 0
      ? filename
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const base = archiveSlug(dot > 0 ? filename.slice(0, dot) : filename, 'image').slice(0, 80);
  return ext ? `${base}.${ext.slice(0, 10)}` : base;
}

/**
 * Rewrites one article's markdown (its text or a translation's) for the archive: the product's own
 * image references (`stepN.png`, `External:{id}`, `output.gif`) become `images/<slug>-<name>` with
 * the file added to `images`, and `article:{id}` links become relative paths to the other article's
 * .md file (`pathOf` gives it), or their bare text when that article is not in the archive.
 * `taken` holds the image folder's names, shared by all articles of the folder.
 */
export function rewriteForArchive(input: {
  markdown: string;
  slug: string;
  folder: string;
  media: ArticleMedia;
  images: Map<string, ArchiveImage>;
  taken: Set<string>;
  pathOf: (articleId: string) => string | undefined;
}): string {
  const { slug, media, images, taken } = input;
  // One stored file gets one name, however often (and in however many translations) it is shown.
  const nameFor = (key: string, wanted: string) => {
    const known = images.get(key);
    if (known) return known.name;
    let name = `${slug}-${wanted}`;
    for (let n = 2; taken.has(name); n++) name = name.replace(/(-\d+)?(\.[^.]*)?$/, `-${n}$2`);
    taken.add(name);
    images.set(key, { name, key });
    return name;
  };
  const withImages = input.markdown.replace(IMAGE, (whole, alt: string, url: string, title?: string) => {
    const ref = classifyImage({ alt, url });
    const image = (name: string, text: string) =>
      `![${text.replace(/[[\]\\]/g, '')}](${IMAGES_FOLDER}/${name})`;
    if (ref.kind === 'step') {
      const key = media.steps.get(ref.number - 1);
      return key ? image(nameFor(key, `step${ref.number}.png`), alt) : whole;
    }
    if (ref.kind === 'demoGif') return media.gifKey ? image(nameFor(media.gifKey, 'output.gif'), alt) : whole;
    if (ref.kind === 'external') {
      const upload = media.uploads.get(ref.imageId);
      if (!upload) return whole;
      // Outside the product the id means nothing: the description is the title, else the file's name.
      const text = imageDescription({ alt, url, title });
      return image(nameFor(upload.key, safeFileName(upload.filename)), text);
    }
    return whole;
  });
  return withImages.replace(LINK, (_whole, text: string, url: string) => {
    const id = internalArticleId(url);
    const target = id ? input.pathOf(id) : undefined;
    return target ? `[${text}](${relativeArchivePath(input.folder, target)})` : text;
  });
}
