import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { consume } from '../../lib/rateLimit/consume';
import type { SearchLog } from '../analytics-collect/searchLog';
import type { ActiveSubscriptions } from '../billing';
import { FORM_PAGE_CSP, SECURITY_HEADERS } from '../public-pages/headers';
import { isProtected } from './access';
import { spendAnswer } from './answerBudget';
import { type AnswerState, answerClose, renderAnswerPage } from './answerPage';
import { answerPrompt, findPassages } from './answers';
import type { HelpCenterSite } from './loadSite';
import { type SearchAnswer, searchSite } from './search';
import { streamAnswer } from './streamAnswer';
import { siteTexts } from './texts';

/** AI answers: questions per reader address and hour, and how long a question may be. */
const QUESTIONS_PER_HOUR = 20;
const MAX_QUESTION_CHARS = 300;

/**
 * `GET /docs/{slug}/answer?q=` (BETA): the question searched, the best passages given to the
 * chat API and its answer streamed into the page (answers.ts, streamAnswer.ts); without an answer,
 * AI, budget (the reader's, or the organization's of the day: answerBudget.ts) or a running
 * subscription, the page says so and shows the search results. The pipeline has let the reader in.
 */
export async function answerQuestion(
  deps: {
    ctx: AppContext;
    searchLog: SearchLog;
    log: (error: unknown) => void;
    activeSubscriptions: ActiveSubscriptions;
  },
  request: FastifyRequest<{ Querystring: { q?: unknown } }>,
  reply: FastifyReply,
  site: HelpCenterSite,
  base: string,
): Promise<FastifyReply> {
  const { ctx } = deps;
  const asked = request.query.q;
  const question = typeof asked === 'string' ? asked.trim().slice(0, MAX_QUESTION_CHARS) : '';
  reply.headers(SECURITY_HEADERS);
  reply.headers({ 'content-security-policy': FORM_PAGE_CSP, 'cache-control': 'private, no-store' });
  // Like every page of a protected site: not for search engines, even once a reader is let in.
  if (isProtected(site.center)) reply.header('x-robots-tag', 'noindex');
  reply.type('text/html; charset=utf-8');
  const render = (state: Exclude<AnswerState, 'stream'>, search: SearchAnswer | null) =>
    renderAnswerPage({ site, base, question, state, search }) as string;
  if (!question) return reply.send(render('ask', null));
  const budget = await consume({
    db: ctx.db,
    now: ctx.clock.now(),
    key: `hc-answer:${request.ip}`,
    limit: QUESTIONS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!budget.allowed) {
    reply.header('retry-after', String(budget.retryAfterSeconds));
    return reply.code(429).send(render('tooMany', null));
  }
  const search = await searchSite(ctx.db, site, question);
  deps.searchLog.searched({
    organizationId: site.center.organizationId,
    helpCenterId: site.center.id,
    language: site.center.language,
    query: question,
    results: search.results.length,
  });
  if (!ctx.ai) return reply.send(render('unavailable', search));
  // An organization whose trial or plan ended keeps its help center, not its AI answers.
  if (!(await deps.activeSubscriptions.isActive(site.center.organizationId))) {
    return reply.send(render('unavailable', search));
  }
  const passages = await findPassages(ctx.db, site, question, search);
  if (passages.length === 0) return reply.send(render('notFound', search));
  if (!(await spendAnswer(ctx.db, site.center.organizationId, ctx.clock.now()))) {
    return reply.send(render('budgetSpent', search));
  }
  const parts = renderAnswerPage({ site, base, question, state: 'stream', search }) as {
    before: string;
    after: string;
  };
  return streamAnswer(request, reply, {
    ai: ctx.ai,
    prompt: answerPrompt(site, question, passages),
    parts,
    close: (answer) => answerClose(site, base, answer, passages),
    notFound: () => render('notFound', search),
    unavailable: () => render('unavailable', search),
    failed: siteTexts(site.center.language).answerFailed,
    log: deps.log,
  });
}
