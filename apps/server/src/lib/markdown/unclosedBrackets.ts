import type MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

type State = StateInline & { lastClosingBracket?: number };

/**
 * A `[` (or `![`) with no `]` after it in its inline run can open no link, image or footnote, yet
 * markdown-it's link rules scan to the end of the run for each such bracket before giving up:
 * a megabyte of paragraphs of `[` or `![` took 1.7-3.8 s to parse, against 0.2 s for prose. This
 * rule, ahead of them, takes such a bracket as the text it would have become anyway, so the
 * output is the same and the scan is skipped. (Brackets that do close are bounded by nesting depth
 * at save, see bounds.ts.)
 */
export function unclosedBrackets(md: MarkdownIt): void {
  md.inline.ruler.before('link', 'unclosed_bracket', (rawState, silent) => {
    const state = rawState as State;
    const pos = state.pos;
    const code = state.src.charCodeAt(pos);
    const bracketAt = code === 0x21 /* ! */ ? pos + 1 : pos;
    if (code !== 0x5b /* [ */ && !(code === 0x21 && state.src.charCodeAt(bracketAt) === 0x5b)) return false;
    // Link labels are tokenized again within the same state and source, so the last `]` of the
    // whole source is a safe (conservative) answer for every range of it.
    state.lastClosingBracket ??= state.src.lastIndexOf(']');
    if (state.lastClosingBracket > bracketAt) return false;
    if (!silent) state.pending += state.src.slice(pos, bracketAt + 1);
    state.pos = bracketAt + 1;
    return true;
  });
}
