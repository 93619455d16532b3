import { z } from 'zod';
import { ARTICLE_TITLE_MAX_LENGTH } from '../articles';

/**
 * Issue 49, import: the bounds of an uploaded archive. The zip is refused (4xx, nothing written)
 * when its central directory says it is past one of them, and the job counts the bytes it inflates
 * again, so a directory that lies about its sizes is stopped too.
 */
export const IMPORT_LIMITS = {
  zipBytes: 100 * 1024 * 1024,
  files: 5_000,
  /** Folders inside the zip (a/b/c/page.md is 3). */
  depth: 10,
  decompressedBytes: 500 * 1024 * 1024,
  fileBytes: 20 * 1024 * 1024,
  /** A text file (markdown, HTML) is read whole: its own smaller bound. */
  textFileBytes: 2 * 1024 * 1024,
  /** The whole job, after which what is left is reported as not imported. */
  jobMs: 10 * 60 * 1000,
  /** Report lines kept (the counts stay complete). */
  reportItems: 1_000,
} as const;

export const IMPORT_KINDS = ['MARKDOWN', 'HTML', 'DOCX', 'CONFLUENCE'] as const;
export const ZImportKind = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof ZImportKind>;

export const IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const ZImportStatus = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ZImportStatus>;

export const IMPORT_OUTCOMES = ['IMPORTED', 'UPDATED', 'SKIPPED'] as const;

/** Why a file was not imported; the web says it in the reader's language. */
export const IMPORT_SKIP_REASONS = [
  'PLAN_LIMIT',
  'TOO_LARGE',
  'UNREADABLE',
  'CONTENT_TOO_COMPLEX',
  'EMPTY',
  'TIME_LIMIT',
] as const;
export const ZImportSkipReason = z.enum(IMPORT_SKIP_REASONS);
export type ImportSkipReason = z.infer<typeof ZImportSkipReason>;

/** One line of the report: a source file and what became of it. */
export const ZImportReportItem = z.object({
  path: z.string().max(1_000),
  outcome: z.enum(IMPORT_OUTCOMES),
  reason: ZImportSkipReason.nullable(),
  articleId: z.uuid().nullable(),
  title: z.string().max(ARTICLE_TITLE_MAX_LENGTH).nullable(),
  /** The old address that now redirects (301) to the article on the help center's site. */
  redirect: z.string().max(1_000).nullable(),
});
export type ImportReportItem = z.infer<typeof ZImportReportItem>;

export const ZImport = z.object({
  id: z.uuid(),
  kind: ZImportKind,
  status: ZImportStatus,
  filename: z.string().max(255),
  helpCenterId: z.uuid().nullable(),
  /** Articles found in the archive; `processed` of them are done (the progress bar). */
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  imported: z.number().int().min(0),
  updated: z.number().int().min(0),
  skipped: z.number().int().min(0),
  items: z.array(ZImportReportItem).max(IMPORT_LIMITS.reportItems),
  /** Set when the whole import failed (FAILED): what went wrong, in English. */
  failureReason: z.string().max(500).nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Import = z.infer<typeof ZImport>;

export const ZImportList = z.object({ imports: z.array(ZImport.omit({ items: true })) });
export type ImportList = z.infer<typeof ZImportList>;
