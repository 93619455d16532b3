import { escapeHtml, html, type SafeHtml, trusted } from '../public-pages/html';
import type { Passage } from './answers';
import { header } from './chrome';
import { breadcrumbs, document } from './layout';
import type { HelpCenterSite } from './loadSite';
import { articlePath } from './paths';
import type { SearchAnswer } from './search';
import { siteTexts } from './texts';

/** Where the streamed answer goes in the page (split there: the page before it is sent first). */
const STREAM = '<!--answer-->';

export type AnswerState = 'ask' | 'unavailable' | 'budgetSpent' | 'notFound' | 'tooMany' | 'stream';

/** The question form: a plain GET form, like search. */
function questionForm(site: HelpCenterSite, base: string, question: string): SafeHtml {
  const texts = siteTexts(site.center.language);
  return html`<form class="hc-search" method="get" action="${base}/answer">
<label class="sr-only" for="hc-question">${texts.askLabel}</label>
<input id="hc-question" name="q" type="text" value="${question}" maxlength="300" placeholder="${texts.askPlaceholder}" autocomplete="off" required>
<button class="hc-button" type="submit">${texts.ask}</button>
</form>`;
}

/** Search results shown when there is no answer: the reader still gets somewhere. */
function results(base: string, site: HelpCenterSite, search: SearchAnswer | null): SafeHtml | '' {
  const byId = new Map(site.articles.map((article) => [article.id, article]));
  const found = (search?.results ?? []).filter((result) => byId.has(result.articleId));
  if (!found.length) return '';
  const texts = siteTexts(site.center.language);
  return html`<h2 class="hc-subtitle">${texts.searchResults}</h2><ol class="hc-results">${found.map(
    (result) =>
      html`<li><a href="${articlePath(base, byId.get(result.articleId)!)}">${result.title}</a>${
        result.snippet ? html`<p>${trusted(result.snippet)}</p>` : ''
      }</li>`,
  )}</ol>`;
}

/**
 * The AI answers page (BETA). `stream` gives the page in two parts: the answer is written between
 * them as the model writes it, so it appears while it is written, without any script.
 */
export function renderAnswerPage(input: {
  site: HelpCenterSite;
  base: string;
  question: string;
  state: AnswerState;
  search: SearchAnswer | null;
}): string | { before: string; after: string } {
  const { site, base, question, state, search } = input;
  const texts = siteTexts(site.center.language);
  const message: Record<Exclude<AnswerState, 'stream'>, string> = {
    ask: texts.askHint,
    unavailable: texts.answersUnavailable,
    budgetSpent: texts.answersBudgetSpent,
    notFound: texts.answerNotFound,
    tooMany: texts.tooManyQuestions,
  };
  const body = html`${header(site, base, texts)}
<main class="wrap" id="main">
${breadcrumbs([{ name: texts.home, href: base || '/' }, { name: texts.aiAnswers }], texts.breadcrumbs)}
<h1 class="title">${texts.aiAnswers} <span class="hc-beta">BETA</span></h1>
${questionForm(site, base, question)}
${
  state === 'stream'
    ? html`<h2 class="hc-subtitle">${question}</h2>${trusted(STREAM)}`
    : html`<p class="meta" role="status">${message[state]}</p>${results(base, site, search)}`
}
</main>`;
  const page = document(site, {
    base,
    title: `${texts.aiAnswers} – ${site.center.name}`,
    robots: 'noindex, nofollow',
    body,
  });
  if (state !== 'stream') return page;
  const at = page.indexOf(STREAM);
  return { before: page.slice(0, at), after: page.slice(at + STREAM.length) };
}

/** Opens the answer's box; the streamed text follows, escaped piece by piece. */
export const answerOpen = () => '<div class="hc-answer" aria-live="polite">';

/** Closes the answer and lists the articles it cited (or, for no citation, every passage's article). */
export function answerClose(site: HelpCenterSite, base: string, answer: string, passages: Passage[]): string {
  const texts = siteTexts(site.center.language);
  const cited = new Set([...answer.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1])));
  const byId = new Map(site.articles.map((article) => [article.id, article]));
  const shown = passages.filter((passage) => cited.size === 0 || cited.has(passage.number));
  const seen = new Set<string>();
  const sources = shown.filter((passage) => !seen.has(passage.articleId) && seen.add(passage.articleId));
  return html`</div>
<p class="meta">${texts.answerDisclaimer}</p>
${
  sources.length
    ? html`<h2 class="hc-subtitle">${texts.sources}</h2><ol class="hc-sources">${sources.map((passage) => {
        const article = byId.get(passage.articleId);
        return article
          ? html`<li value="${passage.number}"><a href="${articlePath(base, article)}">${passage.title}</a></li>`
          : '';
      })}</ol>`
    : ''
}`.value;
}

/** A piece of the answer as it goes into the page: text only. */
export const answerPiece = (text: string) => escapeHtml(text);
