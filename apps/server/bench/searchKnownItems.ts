// The known-item queries of the search quality bench (searchQuality.ts), the five kinds issue 46
// measured, drawn with a fixed seed from the corpus itself: each query is meant to find one article.
import type { CorpusArticle } from './searchCorpus';

export const QUERY_KINDS = [
  'body words',
  'title reworded',
  'misspelt title',
  'question',
  'typed prefix',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
export type KnownItem = { kind: QueryKind; query: string; target: number };

const STOP: Record<'en' | 'de', Set<string>> = {
  en: new Set(
    'a an and are as at be by for from how in into is it of on or the to under with your you using'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des ein eine einer eines einem und oder mit von zu zum zur im in ist für auf bei aus als über unter'.split(
      ' ',
    ),
  ),
};
const QUESTIONS: Record<'en' | 'de', string[]> = {
  en: [
    'How do I use {t}?',
    'What is {t}?',
    'How does {t} work?',
    'Where can I find {t}?',
    'How can I set up {t}?',
  ],
  de: [
    'Wie kann ich {t} nutzen?',
    'Was ist {t}?',
    'Wie funktioniert {t}?',
    'Wo finde ich {t}?',
    'Wie richte ich {t} ein?',
  ],
};

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

export function knownItems(articles: CorpusArticle[], language: 'en' | 'de', perKind: number): KnownItem[] {
  let seed = language === 'en' ? 4_601 : 4_602;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const stop = STOP[language];
  // How many articles hold each word: "distinctive" body words are in at most three.
  const frequency = new Map<string, number>();
  for (const article of articles)
    for (const word of new Set(wordsOf(`${article.title} ${article.content}`.toLowerCase())))
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const plain = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, ' ').replace(/[`*|>#_-]+/g, ' ');

  const make: Record<QueryKind, (article: CorpusArticle) => string | null> = {
    'body words': (article) => {
      const title = new Set(wordsOf(article.title.toLowerCase()));
      const candidates = [
        ...new Set(
          wordsOf(plain(article.content)).filter((word) => {
            const lower = word.toLowerCase();
            return (
              word.length >= 4 && !/^\d+$/.test(word) && !title.has(lower) && (frequency.get(lower) ?? 0) <= 3
            );
          }),
        ),
      ];
      if (candidates.length < 2) return null;
      const count = Math.min(candidates.length, 2 + Math.floor(random() * 2));
      const chosen = new Set<string>();
      while (chosen.size < count) chosen.add(pick(candidates));
      return [...chosen].join(' ').toLowerCase();
    },
    'title reworded': (article) => {
      const words = wordsOf(article.title.toLowerCase()).filter((word) => !stop.has(word));
      if (words.length === 0) return null;
      const shuffled = [...words].sort(() => random() - 0.5);
      // One word in another form: plural and singular, a German ending added or dropped.
      const at = Math.floor(random() * shuffled.length);
      const word = shuffled[at]!;
      if (word.length >= 5)
        shuffled[at] =
          language === 'en'
            ? word.endsWith('s')
              ? word.slice(0, -1)
              : `${word}s`
            : word.endsWith('en')
              ? word.slice(0, -1)
              : word.endsWith('e')
                ? `${word}n`
                : `${word}en`;
      return shuffled.join(' ');
    },
    'misspelt title': (article) => {
      const words = wordsOf(article.title);
      const long = words
        .map((word, i) => [word, i] as const)
        .filter(([word]) => word.length >= 5 && !/\d/.test(word));
      if (long.length === 0) return null;
      const [word, i] = pick(long);
      const at = 1 + Math.floor(random() * (word.length - 2));
      const edits = [
        () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2), // swapped letters
        () => word.slice(0, at) + word.slice(at + 1), // a letter left out
        () => word.slice(0, at) + word[at] + word.slice(at), // a letter doubled
      ];
      const misspelt = [...words];
      misspelt[i] = pick(edits)();
      return misspelt.join(' ').toLowerCase();
    },
    question: (article) => pick(QUESTIONS[language]).replace('{t}', article.title),
    'typed prefix': (article) => {
      const words = wordsOf(article.title);
      const last = words.length === 1 ? 0 : 1 + Math.floor(random() * (words.length - 1));
      const word = words[last]!;
      if (word.length < 4) return null;
      const typed = word.slice(0, Math.max(3, Math.ceil(word.length / 2)));
      return [...words.slice(0, last), typed].join(' ').toLowerCase();
    },
  };
  const items: KnownItem[] = [];
  for (const kind of QUERY_KINDS) {
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 20; tries++) {
      const target = Math.floor(random() * articles.length);
      const query = make[kind](articles[target]!);
      if (!query) continue;
      items.push({ kind, query, target });
      made++;
    }
  }
  return items;
}
