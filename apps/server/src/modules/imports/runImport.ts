import { IMPORT_LIMITS, type ImportKind, type ImportReportItem } from '@support/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { importedArticles, imports, organizations } from '../../db/schema';
import type { JobDeps } from '../../jobs/defineJob';
import type { OpenedZip } from '../../lib/zip/readZip';
import { readDocx } from './docxSource';
import { readConfluenceExport, readHtmlArchive } from './htmlSource';
import { readMarkdownArchive } from './markdownSource';
import type { Source } from './source';
import { skippedFile } from './source';
import { writeArticle } from './writeArticle';
import { writeGroups } from './writeGroups';

type Deps = Pick<JobDeps, 'db' | 'storage' | 'clock' | 'changes' | 'config'>;
type ImportRow = typeof imports.$inferSelect;

/** Each kind's reader: the archive into groups and markdown articles (source.ts). */
const READERS: Record<ImportKind, (zip: OpenedZip, file: string) => Promise<Source>> = {
  MARKDOWN: readMarkdownArchive,
  HTML: readHtmlArchive,
  DOCX: readDocx,
  CONFLUENCE: readConfluenceExport,
};

/** Progress is written every this many articles (and at the end), not after each one. */
const PROGRESS_EVERY = 5;

export async function runImport(deps: Deps, row: ImportRow, zip: OpenedZip, file: string): Promise<void> {
  const { db } = deps;
  const organizationId = row.organizationId;
  const deadline = Date.now() + IMPORT_LIMITS.jobMs;
  const source = await READERS[row.kind](zip, file);
  const [organization] = await db
    .select({ sourceLanguage: organizations.sourceLanguage })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const report: ImportReportItem[] = [...source.skipped];
  const counts = { processed: 0, imported: 0, updated: 0, skipped: source.skipped.length };
  await db.update(imports).set({ total: source.articles.length }).where(eq(imports.id, row.id));

  // What an earlier import made from the same sources: those are updated, not added again.
  const sourceIds = source.articles.map((article) => article.sourceId);
  const earlier = sourceIds.length
    ? await db
        .select({ sourceId: importedArticles.sourceId, articleId: importedArticles.articleId })
        .from(importedArticles)
        .where(
          and(
            eq(importedArticles.organizationId, organizationId),
            eq(importedArticles.kind, row.kind),
            inArray(importedArticles.sourceId, sourceIds),
          ),
        )
    : [];
  const existing = new Map(earlier.map((match) => [match.sourceId, match.articleId]));
  const idsByPath = new Map(
    source.articles.map((article) => [article.path, existing.get(article.sourceId) ?? crypto.randomUUID()]),
  );
  const groupIds = row.helpCenterId
    ? await writeGroups({
        db,
        changes: deps.changes,
        organizationId,
        helpCenterId: row.helpCenterId,
        groups: source.groups,
      })
    : new Map<string, string>();

  const target = {
    db,
    changes: deps.changes,
    plans: deps.config.billing.plans,
    store: {
      storage: deps.storage,
      quotaBytes: deps.config.uploads.externalImageQuotaBytes,
      file: source.file,
    },
    organizationId,
    creatorId: row.creatorId,
    importId: row.id,
    kind: row.kind,
    sourceLanguage: organization?.sourceLanguage ?? 'en',
    idsByPath,
    helpCenterId: row.helpCenterId,
    redirectOf: redirectPaths(source),
    now: deps.clock.now(),
  };
  for (const article of source.articles) {
    const line =
      Date.now() > deadline
        ? skippedFile(article.path, 'TIME_LIMIT')
        : await writeArticle(
            target,
            article,
            existing.get(article.sourceId),
            article.groupKey ? (groupIds.get(article.groupKey) ?? null) : null,
          );
    counts.processed++;
    if (line.outcome === 'IMPORTED') counts.imported++;
    else if (line.outcome === 'UPDATED') counts.updated++;
    else counts.skipped++;
    report.push(line);
    if (counts.processed % PROGRESS_EVERY === 0) {
      await db.update(imports).set(counts).where(eq(imports.id, row.id));
    }
  }
  await db
    .update(imports)
    .set({
      ...counts,
      status: 'DONE',
      report: report.slice(0, IMPORT_LIMITS.reportItems),
      finishedAt: deps.clock.now(),
    })
    .where(eq(imports.id, row.id));
}

/**
 * The old address of each article with a source address (an HTML page's, a Confluence page's),
 * relative to the site it came from: a folder all the pages share (the export's own) is left out.
 */
function redirectPaths(source: Source): (article: Source['articles'][number]) => string | null {
  const addressed = source.articles.flatMap((article) => (article.sourceUrl ? [article.sourceUrl] : []));
  const first = addressed[0]?.split('/')[0];
  const shared = first && addressed.every((url) => url.includes('/') && url.split('/')[0] === first);
  return (article) => {
    if (!article.sourceUrl) return null;
    const path = shared ? article.sourceUrl.slice(first.length + 1) : article.sourceUrl;
    return `/${path}`.slice(0, 1000);
  };
}
