import { contentTooComplex } from '../errors';

/**
 * A linear pre-flight over article markdown, run when content is saved: it refuses what would
 * render slowly or wrongly. markdown-it is linear, but runs dense with inline delimiters (brackets,
 * emphasis, backticks, `<`) cost it up to ten times more per byte than prose (1-2 s per megabyte
 * of `*_` or `[[[`, measured with markdown-it 14), and containers nested beyond its `maxNesting`
 * would silently lose their content. Bounding the delimiters of each inline run (a paragraph,
 * heading, list item line or table row) keeps every accepted article near prose speed, and
 * bounding container depth keeps every level rendered. Fenced code is skipped: its text is never
 * parsed inline. (These bounds were first set for micromark, where such runs were quadratic.)
 */
export type MarkdownBoundsProblem = {
  problem: 'nesting-depth' | 'bracket-depth' | 'inline-delimiters';
  message: string;
  line: number;
};

/** Blockquote and list levels on one line; real articles stay under ten. */
export const MAX_NESTING_DEPTH = 32;
/**
 * Weighed delimiters of one inline run: about 100 links or 75 emphasised words in a paragraph.
 * Paragraphs at this limit render up to about three times slower per byte than prose (measured).
 */
export const MAX_RUN_DELIMITERS = 300;

/**
 * Open `[` within one inline run. markdown-it scans from each `[` to its `]`, so nested or
 * unclosed-then-closed brackets cost each byte once per level (runs of `[[[[]` at the delimiter
 * limit took 1.6 s per megabyte, at depth 8 they take 0.6 s, near a list of steps); real text
 * nests two or three. A `[` never closed counts too (it is cheap only when no `]` follows at all,
 * see unclosedBrackets.ts).
 */
export const MAX_BRACKET_DEPTH = 8;

/**
 * Weight of each char code that opens or closes an inline construct. Emphasis marks count twice:
 * their resolution is the costliest (paragraphs of `*_` at the limit render about six times slower
 * per byte than prose when weighed once, measured with micromark 4).
 */
const DELIMITER = new Uint8Array(128);
for (const char of '[]`<()') DELIMITER[char.charCodeAt(0)] = 1;
for (const char of '*_~') DELIMITER[char.charCodeAt(0)] = 2;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const STARTS_BLOCK = / {0,3}(?:[>#|]|[-+*] |\d{1,9}[.)] )/y;

// Written over char codes without slicing lines: it runs on the event loop for every save.
export function checkMarkdownBounds(markdown: string): MarkdownBoundsProblem | null {
  let fence: string | null = null;
  let delimiters = 0;
  let brackets = 0;
  let runLine = 1;
  let lineNumber = 0;
  let start = 0;
  const length = markdown.length;
  while (start <= length) {
    let end = markdown.indexOf('\n', start);
    if (end === -1) end = length;
    lineNumber++;
    const lineStart = start;
    start = end + 1;

    // Only lines starting with three backticks or tildes (after up to three spaces) can be fences.
    const first = firstNonSpace(markdown, lineStart, end);
    const code = first < end ? markdown.charCodeAt(first) : 0;
    if ((code === 96 || code === 126) && first - lineStart <= 3) {
      const opening = FENCE.exec(markdown.slice(lineStart, Math.min(end, lineStart + 64)));
      if (fence) {
        if (opening && opening[1]![0] === fence[0] && opening[1]!.length >= fence.length) fence = null;
        runLine = lineNumber + 1;
        continue;
      }
      if (opening) {
        fence = opening[1]!;
        delimiters = 0;
        brackets = 0;
        continue;
      }
    }
    if (fence) continue;
    if (first >= end) {
      delimiters = 0;
      brackets = 0;
      runLine = lineNumber + 1;
      continue;
    }
    STARTS_BLOCK.lastIndex = lineStart;
    if (STARTS_BLOCK.test(markdown)) {
      delimiters = 0;
      brackets = 0;
      runLine = lineNumber;
    }
    const depth = nestingDepth(markdown, lineStart, end);
    if (depth > MAX_NESTING_DEPTH) {
      return {
        problem: 'nesting-depth',
        line: lineNumber,
        message: `Line ${lineNumber} nests blockquotes or lists ${depth} levels deep; at most ${MAX_NESTING_DEPTH} are allowed`,
      };
    }
    let escaped = false;
    for (let i = first; i < end; i++) {
      const c = markdown.charCodeAt(i);
      if (c >= 128) {
        escaped = false;
        continue;
      }
      delimiters += DELIMITER[c]!;
      if (!escaped) {
        if (c === 91) brackets++;
        else if (c === 93 && brackets > 0) brackets--;
      }
      escaped = c === 92 && !escaped;
      if (brackets > MAX_BRACKET_DEPTH) {
        return {
          problem: 'bracket-depth',
          line: lineNumber,
          message: `Line ${lineNumber} nests square brackets more than ${MAX_BRACKET_DEPTH} levels deep; close them or split the paragraph into shorter paragraphs`,
        };
      }
    }
    if (delimiters > MAX_RUN_DELIMITERS) {
      return {
        problem: 'inline-delimiters',
        line: runLine,
        message: `The paragraph at line ${runLine} has too many brackets, emphasis marks, backticks or angle brackets (more than ${MAX_RUN_DELIMITERS}, emphasis marks counting twice); split it into shorter paragraphs`,
      };
    }
    if (end === length) break;
  }
  return null;
}

function firstNonSpace(text: string, from: number, end: number): number {
  let i = from;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) break;
    i++;
  }
  return i;
}

/** `>` markers and list markers at the start of a line, plus indentation (two columns a level). */
function nestingDepth(text: string, from: number, end: number): number {
  let depth = 0;
  let columns = 0;
  let i = from;
  while (i < end) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c === 32) columns++;
    else if (c === 9) columns += 4;
    else if (c === 62)
      depth++; // >
    else if ((c === 45 || c === 43 || c === 42) && next === 32)
      depth++; // - + *
    else if (c >= 48 && c <= 57) {
      let j = i;
      while (j < end && j - i < 9 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      const after = text.charCodeAt(j);
      if (!((after === 46 || after === 41) && text.charCodeAt(j + 1) === 32)) break; // . )
      depth++;
      i = j;
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
