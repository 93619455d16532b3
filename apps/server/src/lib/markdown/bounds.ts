import { contentTooComplex } from '../errors';

/**
 * A linear pre-flight over article markdown, run when content is saved: it refuses what the
 * renderer (micromark and the unified pipeline) cannot handle in bounded time and stack.
 * Inline parsing in micromark is super-linear within one inline run (a paragraph, heading, list
 * item line or table row): unclosed brackets, emphasis delimiter runs, backtick runs of many
 * lengths and unclosed `<` all make it search back or forward over the run. Bounding the
 * delimiters of each run bounds that cost per run, so the whole render grows linearly with the
 * content. Container depth (blockquotes, lists) is bounded because every stage recurses by depth.
 * Fenced code is skipped: its text is never parsed inline.
 */
export type MarkdownBoundsProblem = {
  problem: 'nesting-depth' | 'inline-delimiters';
  message: string;
  line: number;
};

/** Blockquote and list levels on one line; real articles stay under ten. */
export const MAX_NESTING_DEPTH = 32;
/** Delimiter characters of one inline run: about 100 links or 250 emphasised words in a paragraph. */
export const MAX_RUN_DELIMITERS = 600;

const DELIMITERS = new Set(['[', ']', '*', '_', '`', '<', '~', '(', ')']);
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const STARTS_BLOCK = /^ {0,3}(?:[>#|]|[-+*] |\d{1,9}[.)] )/;

export function checkMarkdownBounds(markdown: string): MarkdownBoundsProblem | null {
  let fence: string | null = null;
  let delimiters = 0;
  let runLine = 1;
  let lineNumber = 0;
  let start = 0;
  while (start <= markdown.length) {
    let end = markdown.indexOf('\n', start);
    if (end === -1) end = markdown.length;
    const line = markdown.slice(start, end);
    lineNumber++;
    start = end + 1;

    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (opening) {
      fence = opening[1]!;
      delimiters = 0;
      continue;
    }
    if (!line.trim() || STARTS_BLOCK.test(line)) {
      delimiters = 0;
      runLine = lineNumber;
    }
    const depth = nestingDepth(line);
    if (depth > MAX_NESTING_DEPTH) {
      return {
        problem: 'nesting-depth',
        line: lineNumber,
        message: `Line ${lineNumber} nests blockquotes or lists ${depth} levels deep; at most ${MAX_NESTING_DEPTH} are allowed`,
      };
    }
    for (let i = 0; i < line.length; i++) if (DELIMITERS.has(line[i]!)) delimiters++;
    if (delimiters > MAX_RUN_DELIMITERS) {
      return {
        problem: 'inline-delimiters',
        line: runLine,
        message: `The paragraph at line ${runLine} has more than ${MAX_RUN_DELIMITERS} brackets, emphasis marks, backticks or angle brackets; split it into shorter paragraphs`,
      };
    }
    if (end === markdown.length) break;
  }
  return null;
}

/** `>` markers and list markers at the start of a line, plus indentation (two columns a level). */
function nestingDepth(line: string): number {
  let depth = 0;
  let columns = 0;
  let i = 0;
  while (i < line.length) {
    const char = line[i]!;
    if (char === ' ') columns++;
    else if (char === '\t') columns += 4;
    else if (char === '>') depth++;
    else if ((char === '-' || char === '+' || char === '*') && line[i + 1] === ' ') depth++;
    else if (char >= '0' && char <= '9') {
      let j = i;
      while (j < line.length && j - i < 9 && line[j]! >= '0' && line[j]! <= '9') j++;
      if ((line[j] === '.' || line[j] === ')') && line[j + 1] === ' ') {
        depth++;
        i = j;
      } else break;
    } else break;
    i++;
  }
  return depth + Math.floor(columns / 2);
}

/** Refuses content at save time, before anything is stored. */
export function assertRenderableMarkdown(markdown: string): void {
  const problem = checkMarkdownBounds(markdown);
  if (problem) throw contentTooComplex(problem.message, { problem: problem.problem, line: problem.line });
}
