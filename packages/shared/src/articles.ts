/**
 * Constants and pure rules of help articles (spec 02 §3, §4, §5, §8, §9) that the server enforces
 * and the web app shows.
 */

export const ARTICLE_TYPES = ['STEP_RECORDING', 'FREEFORM_TEXT'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const CONTENT_TYPES = ['STEP_BY_STEP_GUIDE', 'DESCRIPTIVE_GUIDE'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * The failure reasons the product names (spec 02 §8). Stored as text: any other value is shown as
 * the generic failure, so the generator may add reasons without a migration.
 */
export const FAILURE_REASONS = [
  'NO_CREDITS_LEFT',
  'TEMPORARY_GENERATION_SERVICE_DOWNTIME',
  'GENERATION_FAILED',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** The stages the processing screen shows: Processing, Extracting Steps, Writing Article. */
export const GENERATION_STAGES = ['PROCESSING', 'EXTRACTING_STEPS', 'WRITING_ARTICLE'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

/**
 * Where a narrated version's transcription stands (issue 17): PENDING until the generation (or a
 * later `transcribe`) ran it, DONE, FAILED when the service stayed down through the retries, and
 * NOT_CONFIGURED when the server had no transcription service. FAILED and NOT_CONFIGURED can be
 * run again with `POST /help-articles/{id}/transcribe`.
 */
export const TRANSCRIPTION_STATUSES = ['PENDING', 'DONE', 'FAILED', 'NOT_CONFIGURED'] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

export const ARTICLE_STATUSES = ['processing', 'finished', 'failed'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ANNOTATION_TYPES = ['MARKER', 'BOX', 'BLURBOX', 'HIGHLIGHT', 'NUMBER'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/** Spec 02 §9: zoom 1× to 4× in 0.25 steps, anchor 50 %/50 % by default. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.25;
export const DEFAULT_ZOOM_ANCHOR = 50;

/** Spec 02 §5 and §9: uploaded images are images (by their bytes) and under 10 MB. */
export const EXTERNAL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const EXTERNAL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ExternalImageType = (typeof EXTERNAL_IMAGE_TYPES)[number];
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size must be less than 10MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';

export const ARTICLE_TITLE_MAX_LENGTH = 300;
/** Generous: a long guide with many images is a few hundred KB of markdown. */
export const ARTICLE_CONTENT_MAX_LENGTH = 2_000_000;

/**
 * Issue 48 item 4: the built-in templates a new manual article may start from. The server writes
 * their text (headings and lines that say what to write) in the organization's language and tone.
 */
export const BUILT_IN_TEMPLATES = ['faq', 'howTo', 'troubleshooting', 'releaseNotes'] as const;
export type BuiltInTemplate = (typeof BUILT_IN_TEMPLATES)[number];

type StatusInput = {
  articleType: ArticleType;
  activeArticleVersion?: {
    failureReason?: string | null;
    finishedAt?: string | Date | null;
  } | null;
};

/**
 * Spec 02 §4 "Article generation status": FREEFORM_TEXT is always finished; a failureReason means
 * failed; a finishedAt means finished; anything else (also no version yet) is still processing.
 */
export function articleStatus(article: StatusInput): ArticleStatus {
  if (article.articleType === 'FREEFORM_TEXT') return 'finished';
  const version = article.activeArticleVersion;
  if (version?.failureReason) return 'failed';
  if (version?.finishedAt) return 'finished';
  return 'processing';
}

/** Spec 02 §5: the download's name is the title lowercased with non-alphanumerics replaced by `_`. */
export function articleDownloadFilename(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.zip`;
}

/**
 * Spec 02 §5 markdown conventions. An uploaded image is `![External:{uuid}](filename)`: the alt
 * text names the image for the product, so what a reader (or a screen reader) is told comes from
 * the image's title, `![External:{uuid}](photo.png "The Save button")`, which the writer edits;
 * inserted images start with one made from the file's name.
 */
export const externalImageMarkdown = (id: string, filename: string) =>
  `![External:${id}](${filename} "${describeFilename(filename)}")`;

/** "save-button_2.png" → "save button 2": a starting description of an uploaded image. */
export function describeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[a-z0-9]{1,5}$/i, '');
  return (
    stem
      .replace(/["()[\]\\]/g, '')
      .replace(/[-_.\s]+/g, ' ')
      .trim() || 'Image'
  );
}

/** The text a reader is given for an article image: an uploaded image's description, else its alt. */
export function imageDescription(image: { alt: string; url: string; title?: string | null }): string {
  if (!/^External:\s*[0-9a-f-]{36}$/i.test(image.alt.trim())) return image.alt;
  return image.title?.trim() || describeFilename(image.url);
}
export const stepImageMarkdown = (stepNumber: number) => `![Step ${stepNumber}](step${stepNumber}.png)`;
export const DEMO_GIF_MARKDOWN = '![Demo Gif](output.gif)';
