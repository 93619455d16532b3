import {
  ANALYTICS_LIST_LIMIT,
  type AnalyticsFeedbackReasons,
  FEEDBACK_REASONS_PER_ARTICLE,
} from '@support/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AnalyticsScope, rowsOf } from './scope';
import { presentRange, type ResolvedRange } from './timeRange';

type ReasonRow = {
  article_id: string;
  title: string;
  reason: string;
  language: string;
  created_at: Date | string;
  total: number;
};

/**
 * `GET /analytics/helpfulness/reasons`: what readers said was missing, per article, the article
 * with the latest reason first; each with its latest reasons and how many there are in the range.
 * Reasons keep their instant, so the range is the zone's midnight to now exactly. Both lists are
 * cut in the database.
 */
export async function feedbackReasonsReport(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
}): Promise<AnalyticsFeedbackReasons> {
  const org = input.scope.organizationId;
  const { range } = input;
  const since = range.preset === 'alltime' ? sql`true` : sql`r.created_at >= ${range.start.toISOString()}`;
  const rows = await rowsOf<ReasonRow>(
    input.db,
    sql`with ranked as (
        select r.article_id, r.reason, r.language, r.created_at,
          row_number() over (partition by r.article_id order by r.created_at desc, r.id desc) as n,
          count(*) over (partition by r.article_id)::int as total
        from help_center_feedback_reasons r
        where r.organization_id = ${org} and ${since} and r.created_at <= ${range.end.toISOString()}
      ),
      latest as (
        select article_id, created_at as latest from ranked where n = 1
        order by created_at desc, article_id limit ${ANALYTICS_LIST_LIMIT}
      )
      select ranked.article_id, a.title, ranked.reason, ranked.language, ranked.created_at, ranked.total
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
      article = { id: row.article_id, title: row.title, total: Number(row.total), reasons: [] };
      articles.push(article);
    }
    article.reasons.push({
      reason: row.reason,
      language: row.language,
      createdAt: new Date(row.created_at).toISOString(),
    });
  }
  return { timeRange: presentRange(range), articles };
}
