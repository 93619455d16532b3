// The search quality bench's corpus (searchQuality.ts): real documentation no one on this project
// wrote, in English and German — the Debian Reference as Debian ships it
// (`apt-get install debian-reference-en debian-reference-de`, HTML under /usr/share/debian-reference).
// Each section (h2/h3) becomes one help article, its HTML turned into the markdown an author would
// write here: paragraphs, bullet lists, `code`, fenced screens, tables with their rule, notes as quotes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CORPUS_DIR = '/usr/share/debian-reference';
export const CORPUS_NAME = 'Debian Reference 2.100 (debian-reference-en, debian-reference-de)';

export type CorpusArticle = { title: string; content: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&(\w+);/g, (whole, name) => ENTITIES[name] ?? whole);
const stripTags = (html: string) => decode(html.replace(/<[^>]*>/g, ''));

function table(html: string): string {
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      stripTags(cell[1]!).replace(/\s+/g, ' ').replaceAll('|', '\\|').trim(),
    ),
  );
  if (rows.length === 0) return '';
  const lines = rows.map((cells) => `| ${cells.join(' | ')} |`);
  lines.splice(1, 0, `|${rows[0]!.map(() => ':---').join('|')}|`);
  return `\n\n${lines.join('\n')}\n\n`;
}

function markdown(html: string): string {
  const text = html
    .replace(/<table[^>]*>([\s\S]*?)<\/table>/g, (_, inner) => table(inner))
    .replace(
      /<pre[^>]*>([\s\S]*?)<\/pre>/g,
      (_, inner) => `\n\n\`\`\`\n${stripTags(inner).trim()}\n\`\`\`\n\n`,
    )
    .replace(
      /<h4[^>]*>([\s\S]*?)<\/h4>/g,
      (_, inner) =>
        `\n\n### ${stripTags(inner)
          .replace(/^[\d.]+\s*/, '')
          .trim()}\n\n`,
    )
    .replace(
      /<div class="(note|tip|caution|warning|important)"[^>]*>([\s\S]*?)<\/div>\s*<\/div>/g,
      (_, _kind, inner) =>
        `\n\n${stripTags(inner.replace(/<\/p>/g, '\n'))
          .trim()
          .split('\n')
          .filter((line: string) => line.trim())
          .map((line: string) => `> ${line.trim()}`)
          .join('\n')}\n\n`,
    )
    .replace(/<code[^>]*>([\s\S]*?)<\/code>/g, (_, inner) => `\`${stripTags(inner)}\``)
    .replace(
      /<(em|span class="emphasis")[^>]*>([\s\S]*?)<\/(em|span)>/g,
      (_, _t, inner) => `*${stripTags(inner)}*`,
    )
    .replace(
      /<li[^>]*>([\s\S]*?)<\/li>/g,
      (_, inner) => `\n- ${stripTags(inner).replace(/\s+/g, ' ').trim()}\n`,
    )
    .replace(/<\/p>|<br\s*\/?>/g, '\n\n');
  return stripTags(text)
    .split('\n')
    .map((line) =>
      line.startsWith('```') || line.startsWith('|') ? line : line.replace(/[ \t]+/g, ' ').trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The sections of one language's HTML as articles; short ones (under 25 words) are left out. */
export function loadCorpus(language: 'en' | 'de'): CorpusArticle[] | null {
  if (!existsSync(CORPUS_DIR)) return null;
  const files = readdirSync(CORPUS_DIR)
    .filter((file) => /^(ch\d+|apa)\.[a-z]+\.html$/.test(file) && file.includes(`.${language}.`))
    .sort();
  if (files.length === 0) return null;
  const articles: CorpusArticle[] = [];
  for (const file of files) {
    const html = readFileSync(path.join(CORPUS_DIR, file), 'utf8');
    const heads = [...html.matchAll(/<h[23] class="title"[^>]*>([\s\S]*?)<\/h[23]>/g)];
    heads.forEach((head, i) => {
      const start = head.index! + head[0].length;
      const end = heads[i + 1]?.index ?? html.length;
      const title = stripTags(head[1]!)
        .replace(/^[A-Z\d]+(\.\d+)*\.\s*/, '')
        .replace(/\s+/g, ' ')
        .trim();
      const content = markdown(html.slice(start, end).replace(/<div class="navfooter">[\s\S]*$/, ''));
      if (title && content.split(/\s+/).length >= 25)
        articles.push({ title, content: content.slice(0, 30_000) });
    });
  }
  return articles;
}
