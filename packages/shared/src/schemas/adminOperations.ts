import { z } from 'zod';

/**
 * The super-admin area's operations (issue 18): the job queue, the installation's health and
 * providers, and one article seen across organizations. Dates are ISO strings.
 */

export const ADMIN_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AdminJobStatus = (typeof ADMIN_JOB_STATUSES)[number];

/** The outside services an installation may configure; each can be tested from the system page. */
export const ADMIN_PROVIDERS = ['mail', 'ai', 'transcription', 'payments', 'translation'] as const;
export type AdminProvider = (typeof ADMIN_PROVIDERS)[number];

/** The audit actions of this part of the area. */
export const ADMIN_OPERATION_AUDIT_ACTIONS = [
  'job.retry',
  'job.cancel',
  'system.test_provider',
  'article.regenerate',
] as const;
export type AdminOperationAuditAction = (typeof ADMIN_OPERATION_AUDIT_ACTIONS)[number];

/** How many jobs a page of the job list holds unless `limit` says otherwise. */
export const ADMIN_JOBS_PAGE_SIZE = 50;

/** Without `status`, failed jobs come first, then the rest, newest first within each. */
export const ZAdminJobsQuery = z.object({
  status: z.enum(ADMIN_JOB_STATUSES).optional(),
  type: z.string().trim().min(1).max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_JOBS_PAGE_SIZE),
});
export type AdminJobsQuery = z.input<typeof ZAdminJobsQuery>;

export const ZAdminJobTypeCounts = z.object({
  type: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
});
export type AdminJobTypeCounts = z.infer<typeof ZAdminJobTypeCounts>;

export const ZAdminJobsSummary = z.object({
  /** Every type that has a queued, running or failed job. */
  byType: z.array(ZAdminJobTypeCounts),
  /** Seconds the oldest due job has waited to be claimed; null when none waits. */
  oldestQueuedSeconds: z.number().int().nullable(),
});
export type AdminJobsSummary = z.infer<typeof ZAdminJobsSummary>;

export const ZAdminOrganizationRef = z.object({ id: z.uuid(), name: z.string() });

export const ZAdminJob = z.object({
  id: z.uuid(),
  type: z.string(),
  status: z.enum(ADMIN_JOB_STATUSES),
  /** null for jobs of no organization. */
  organization: ZAdminOrganizationRef.nullable(),
  /** The article the job's payload names, if any. */
  articleId: z.uuid().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Claims cut off by a worker (crash, shutdown); not counted against maxAttempts. */
  interruptions: z.number().int(),
  lastError: z.string().nullable(),
  /** Not claimed before this time (the backoff after a failed attempt). */
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof ZAdminJob>;

export const ZAdminJobsPage = z.object({
  summary: ZAdminJobsSummary,
  items: z.array(ZAdminJob),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type AdminJobsPage = z.infer<typeof ZAdminJobsPage>;

export const ZAdminIdParams = z.object({ id: z.uuid() });

export const ZAdminProviderParams = z.object({ provider: z.enum(ADMIN_PROVIDERS) });

export const ZAdminProviderStatus = z.object({
  name: z.enum(ADMIN_PROVIDERS),
  configured: z.boolean(),
  /** Host, model or provider name; never a secret. Null when nothing is configured. */
  detail: z.string().nullable(),
  /** Whether POST /admin/system/test/:provider can send a real test now. */
  testable: z.boolean(),
});
export type AdminProviderStatus = z.infer<typeof ZAdminProviderStatus>;

export const ZAdminSystem = z.object({
  /** The server's package version, with the git commit when the build recorded one. */
  version: z.object({ version: z.string(), commit: z.string().nullable() }),
  database: z.object({ kind: z.enum(['embedded', 'postgresql']), sizeBytes: z.number().nullable() }),
  storage: z.object({
    kind: z.enum(['local', 's3']),
    /** Local: the files under the data folder (counted at most once a minute). S3: what the database records, or null. */
    usedBytes: z.number().nullable(),
  }),
  providers: z.array(ZAdminProviderStatus),
  jobs: ZAdminJobsSummary,
});
export type AdminSystem = z.infer<typeof ZAdminSystem>;

/** A provider's answer to a test: a provider error is ok:false with its message. */
export const ZAdminProviderTestResult = z.object({ ok: z.boolean(), message: z.string() });
export type AdminProviderTestResult = z.infer<typeof ZAdminProviderTestResult>;

export const ZAdminArticleVersion = z.object({
  id: z.uuid(),
  version: z.number().int(),
  language: z.string(),
  contentType: z.string(),
  /** The version the article shows. */
  active: z.boolean(),
  hasAudio: z.boolean(),
  generationStage: z.string().nullable(),
  failureReason: z.string().nullable(),
  stepCount: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminArticleVersion = z.infer<typeof ZAdminArticleVersion>;

export const ZAdminArticleJob = z.object({
  id: z.uuid(),
  type: z.string(),
  status: z.enum(ADMIN_JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminArticleJob = z.infer<typeof ZAdminArticleJob>;

export const ADMIN_ARTICLE_FILE_KINDS = [
  'screenshot',
  'rendered-screenshot',
  'audio',
  'gif',
  'external-image',
  'media',
] as const;
export type AdminArticleFileKind = (typeof ADMIN_ARTICLE_FILE_KINDS)[number];

export const ZAdminArticleFile = z.object({
  kind: z.enum(ADMIN_ARTICLE_FILE_KINDS),
  /** The storage key. */
  key: z.string(),
  /** The version it belongs to; null for files of the article itself (external images). */
  version: z.number().int().nullable(),
  /** null when the file is missing from storage. */
  sizeBytes: z.number().nullable(),
});
export type AdminArticleFile = z.infer<typeof ZAdminArticleFile>;

export const ZAdminArticle = z.object({
  article: z.object({
    id: z.uuid(),
    title: z.string(),
    /** Published in a help center, shared by link, or neither. */
    status: z.enum(['published', 'shared', 'private']),
    articleType: z.string(),
    organization: ZAdminOrganizationRef,
    creator: z.object({ id: z.uuid(), email: z.string(), name: z.string().nullable() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  versions: z.array(ZAdminArticleVersion),
  jobs: z.array(ZAdminArticleJob),
  files: z.array(ZAdminArticleFile),
  totalBytes: z.number(),
});
export type AdminArticle = z.infer<typeof ZAdminArticle>;

export const ZAdminRegenerateResult = z.object({
  /** The generation job queued for the article's new version. */
  jobId: z.uuid(),
  versionId: z.uuid(),
});
export type AdminRegenerateResult = z.infer<typeof ZAdminRegenerateResult>;
