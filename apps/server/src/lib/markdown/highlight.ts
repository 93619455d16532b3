import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * Code blocks coloured on the server (issue 47): a reader's browser runs no script for it. Only
 * the languages a help article names are registered (highlight.js's core plus twenty), and only a
 * block whose fence names one of them is coloured: guessing a language costs a pass per language.
 */
const LANGUAGES = {
  bash,
  csharp,
  css,
  diff,
  dockerfile,
  go,
  ini,
  java,
  javascript,
  json,
  markdown,
  php,
  powershell,
  python,
  ruby,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/**
 * A larger block is shown as plain text: highlight.js's grammars are regular expressions, and one
 * pasted log file must not hold a render thread (the render's own time bound stays the backstop).
 */
export const HIGHLIGHT_MAX_CHARS = 20_000;

/**
 * The block's HTML (highlight.js escapes the code and writes only `<span class="hljs-…">`), or ''
 * for markdown-it to escape it as plain text: an unknown language, a long block, or an error.
 */
export function highlightCode(code: string, language: string): string {
  if (!language || code.length > HIGHLIGHT_MAX_CHARS) return '';
  const name = language.toLowerCase();
  if (!hljs.getLanguage(name)) return '';
  try {
    return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
  } catch {
    return '';
  }
}
