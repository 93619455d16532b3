import {
  ANALYTICS_LIST_LIMIT,
  type AnalyticsFeedbackReasons,
  type AnalyticsFeedbackReasonsPage,
  FEEDBACK_REASONS_PAGE,
  FEEDBACK_REASONS_PER_ARTICLE,
} from '@support/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AnalyticsScope, rowsOf } from './scope';
import { presentRange, type ResolvedRange } from './timeRange';

type ReasonRow = {
  id: string;
  article_id: string;
  title: string;
  reason: string;
  language: string;
  created_at: Date | string;
  total: number;
};

/**
 * `GET /analytics/helpfulness/reasons`: what readers said was missing, per article, the article
 * with the latest reason first; each with its latest reasons, how many there are in the range and
 * where its older ones start. Both lists are cut in the database.
 */
export async function feedbackReasonsReport(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
}): Promise<AnalyticsFeedbackReasons> {
  const org = input.scope.organizationId;
  const { range } = input;
  const since = rangeOf(range);
  const rows = await rowsOf<ReasonRow>(
    input.db,
    sql`with ranked as (
        select r.id, r.article_id, r.reason, r.language, r.created_at,
          row_number() over (partition by r.article_id order by r.created_at desc, r.id desc) as n,
          count(*) over (partition by r.article_id)::int as total
        from help_center_feedback_reasons r
        where r.organization_id = ${org} and ${since}
      ),
      latest as (
        select article_id, created_at as latest from ranked where n = 1
        order by created_at desc, article_id limit ${ANALYTICS_LIST_LIMIT}
      )
      select ranked.id, ranked.article_id, a.title, ranked.reason, ranked.language, ranked.created_at, ranked.total
      from ranked
      join latest on latest.article_id = ranked.article_id
      join articles a on a.id = ranked.article_id and a.organization_id = ${org}
      where ranked.n <= ${FEEDBACK_REASONS_PER_ARTICLE}
      order by latest.latest desc, ranked.article_id, ranked.n`,
  );
  const articles: AnalyticsFeedbackReasons['articles'] = [];
  for (const row of rows) {
    let article = articles.at(-1);
    if (article?.id !== row.article_id) {
      article = {
        id: row.article_id,
        title: row.title,
        total: Number(row.total),
        reasons: [],
        nextCursor: null,
      };
      articles.push(article);
    }
    article.reasons.push(presentReason(row));
  }
  for (const article of articles) {
    const last = article.reasons.at(-1);
    if (last && article.total > article.reasons.length) article.nextCursor = cursorOf(last);
  }
  return { timeRange: presentRange(range), articles };
}

/**
 * `GET /analytics/helpfulness/reasons/{id}?cursor=`: one article's reasons older than the cursor,
 * newest first, a page at a time. Another organization's article has none here.
 */
export async function articleReasonsPage(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
  articleId: string;
  cursor: string | undefined;
}): Promise<AnalyticsFeedbackReasonsPage> {
  const org = input.scope.organizationId;
  const [at, id] = input.cursor ? input.cursor.split('_') : [];
  const after = at && id ? sql`(r.created_at, r.id) < (${at}::timestamptz, ${id}::uuid)` : sql`true`;
  const rows = await rowsOf<ReasonRow>(
    input.db,
    sql`select r.id, r.reason, r.language, r.created_at
      from help_center_feedback_reasons r
      where r.organization_id = ${org} and r.article_id = ${input.articleId}
        and ${rangeOf(input.range)} and ${after}
      order by r.created_at desc, r.id desc
      limit ${FEEDBACK_REASONS_PAGE + 1}`,
  );
  const reasons = rows.slice(0, FEEDBACK_REASONS_PAGE).map(presentReason);
  const last = reasons.at(-1);
  return { reasons, nextCursor: rows.length > FEEDBACK_REASONS_PAGE && last ? cursorOf(last) : null };
}

/** Reasons keep their instant: the range is the zone's midnight of its first day to now, exactly. */
const rangeOf = (range: ResolvedRange) =>
  range.preset === 'alltime'
    ? sql`r.created_at <= ${range.end.toISOString()}`
    : sql`r.created_at between ${range.start.toISOString()} and ${range.end.toISOString()}`;

type Reason = AnalyticsFeedbackReasonsPage['reasons'][number];

const presentReason = (row: Pick<ReasonRow, 'id' | 'reason' | 'language' | 'created_at'>): Reason => ({
  id: row.id,
  reason: row.reason,
  language: row.language,
  createdAt: new Date(row.created_at).toISOString(),
});

const cursorOf = (reason: Reason) => `${reason.createdAt}_${reason.id}`;
