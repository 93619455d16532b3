import { localeLanguage } from '@support/shared';
import type { Db } from '../../db/client';
import { loadSharedArticle } from '../public-site/loadSharedArticle';
import type { HelpCenterSite } from './loadSite';
import { queryWords, type SearchAnswer } from './search';

/** Articles whose sections are read for an answer, and how much of them the model is given. */
const ARTICLES = 5;
const PASSAGES = 6;
const PASSAGE_CHARS = 1500;
const CONTEXT_CHARS = 8000;
/** What the model answers when the passages do not hold the answer (then search results are shown). */
export const NOT_FOUND = 'NOT_FOUND';

export type Passage = { number: number; articleId: string; title: string; heading: string; text: string };

/**
 * The passages an answer may use: the best search results' articles split at their headings, the
 * sections that share most words with the question first, within a fixed budget of text. Each
 * article is read in the site's language when it has a translation there (the search matched those
 * words), else in the language it is written in.
 */
export async function findPassages(
  db: Db,
  site: HelpCenterSite,
  question: string,
  search: SearchAnswer,
): Promise<Passage[]> {
  const words = queryWords(question)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 2);
  const sections: (Omit<Passage, 'number'> & { score: number; order: number })[] = [];
  const language = localeLanguage(site.center.language);
  for (const [rank, result] of search.results.slice(0, ARTICLES).entries()) {
    const entry = site.articles.find((article) => article.id === result.articleId);
    if (!entry) continue;
    const article = await loadSharedArticle(db, entry.sharingId, language, 'helpCenter');
    if (!article || 'unpublished' in article || article.organizationId !== site.center.organizationId)
      continue;
    for (const section of splitAtHeadings(article.content)) {
      const lower = `${section.heading}\n${section.text}`.toLowerCase();
      const hits = words.filter((word) => lower.includes(word)).length;
      // Search rank breaks ties: the best article's sections come first.
      sections.push({
        articleId: entry.id,
        title: article.title,
        heading: section.heading,
        text: section.text.slice(0, PASSAGE_CHARS),
        score: hits,
        order: rank,
      });
    }
  }
  const chosen: Passage[] = [];
  let budget = CONTEXT_CHARS;
  for (const section of sections.sort((a, b) => b.score - a.score || a.order - b.order)) {
    if (chosen.length >= PASSAGES || section.text.length > budget) continue;
    if (section.score === 0 && chosen.length > 0) break;
    budget -= section.text.length;
    chosen.push({ ...section, number: chosen.length + 1 });
  }
  return chosen;
}

/** An article's markdown as sections under its headings (text before the first one has none). */
function splitAtHeadings(markdown: string): { heading: string; text: string }[] {
  const sections: { heading: string; text: string }[] = [];
  let current = { heading: '', lines: [] as string[] };
  const close = () => {
    // Image references tell the model nothing; the words around them do.
    const text = current.lines
      .join('\n')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .trim();
    if (text) sections.push({ heading: current.heading, text });
  };
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    if (heading) {
      close();
      current = { heading: heading[1]!.trim(), lines: [] };
    } else current.lines.push(line);
  }
  close();
  return sections;
}

/** The instructions and the passages for the model. */
export function answerPrompt(site: HelpCenterSite, question: string, passages: Passage[]) {
  const system = [
    `You answer questions of readers of the help center "${site.center.name}".`,
    'Use only the numbered passages below, never other knowledge. Be brief and practical: a few sentences or short steps.',
    'After each statement, cite the passage it comes from as [1], [2] and so on.',
    'Answer in the language the question is written in.',
    `If the passages do not contain the answer, reply with exactly ${NOT_FOUND} and nothing else.`,
  ].join('\n');
  const user = [
    ...passages.map(
      (passage) =>
        `[${passage.number}] ${passage.title}${passage.heading ? ` › ${passage.heading}` : ''}\n${passage.text}`,
    ),
    '',
    `Question: ${question}`,
  ].join('\n\n');
  return { system, user, maxTokens: 600 };
}
