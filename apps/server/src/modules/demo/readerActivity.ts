import type { Db } from '../../db/client';
import { recordFeedback } from '../analytics-collect/feedback';
import { recordFeedbackReason } from '../analytics-collect/feedbackReason';
import { type Counts, write as writeSearches } from '../analytics-collect/writeSearchLog';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What readers searched for in the demo's help center over the last weeks: [query, searches a day,
 * of them without results, results opened a day]. Some find nothing (what the help center lacks),
 * one finds articles that nobody opens: each list of the analytics' search panel has rows.
 */
const SEARCHES: [query: string, perDay: number, empty: number, opened: number][] = [
  ['invoice', 6, 0, 4],
  ['payment reminder', 3, 0, 2],
  ['recurring invoice', 2, 2, 0],
  ['export to csv', 1, 1, 0],
  ['credit note', 1, 1, 0],
  ['due date', 1, 0, 0],
];
/** Days of the last four weeks on which the searches were made (every other day, today included). */
const SEARCH_DAYS = 14;

/** Per article, by its place among the demo's articles: [yes, no] answers to "Was this helpful?". */
const ANSWERS: [yes: number, no: number][] = [
  [9, 2],
  [4, 5],
  [6, 1],
];

/** What readers said was missing, on the articles with the most "No", the latest last. */
const REASONS: [article: number, daysAgo: number, reason: string][] = [
  [1, 12, 'How do I change the text of the reminder email?'],
  [0, 6, 'Can I create an invoice in another currency?'],
  [1, 3, 'Nothing on reminders for partial payments'],
  [1, 0, 'An example of the final notice would help'],
];

/**
 * The help center's readers besides their views (views.ts): searches, "Was this helpful?" answers
 * and a few reasons, each written by the code that keeps a real reader's, so that every panel of
 * the analytics has figures right after the demo is loaded.
 */
export async function recordDemoReaderActivity(input: {
  db: Db;
  organizationId: string;
  helpCenterId: string;
  /** The help center's language: what its pages, and so its readers' answers, are in. */
  language: string;
  articleIds: string[];
  now: Date;
}): Promise<void> {
  const { db, organizationId, helpCenterId, language, now } = input;
  const where = { organizationId, helpCenterId, language };
  const searches: Counts[] = [];
  for (let index = 0; index < SEARCH_DAYS; index++) {
    const day = new Date(now.getTime() - index * 2 * DAY_MS).toISOString().slice(0, 10);
    for (const [query, perDay, empty, opened] of SEARCHES) {
      searches.push({ ...where, query, day, searches: perDay, empty, results: empty ? 0 : 3, opened });
    }
  }
  await writeSearches(db, searches);

  for (const [index, articleId] of input.articleIds.entries()) {
    const [yes, no] = ANSWERS[index % ANSWERS.length]!;
    for (let answer = 0; answer < yes + no; answer++) {
      // Spread over the last weeks, one answer every two days or so.
      const at = new Date(now.getTime() - ((answer * 2 + index) % 27) * DAY_MS);
      await recordFeedback(db, { ...where, articleId, helpful: answer < yes, now: at });
    }
  }

  for (const [article, daysAgo, reason] of REASONS) {
    const articleId = input.articleIds[article];
    if (!articleId) continue;
    const at = new Date(now.getTime() - daysAgo * DAY_MS - 3_600_000);
    await recordFeedbackReason(db, { ...where, articleId, reason, now: at });
  }
}
