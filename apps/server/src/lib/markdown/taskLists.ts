import type MarkdownIt from 'markdown-it';
import Token from 'markdown-it/lib/token.mjs';

const MARKER = /^\[([ xX])\](?=\s|$)/;

/**
 * GFM task list items (`- [x] done`): the item gets `class="task-list-item"` and its text starts
 * with a disabled checkbox, written as GitHub and remark-gfm write them (stored renders rely on
 * that exact form, see storedRender.ts).
 */
export function taskLists(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task_lists', (state) => {
    const tokens = state.tokens;
    for (let i = 2; i < tokens.length; i++) {
      const inline = tokens[i]!;
      if (
        inline.type !== 'inline' ||
        tokens[i - 1]!.type !== 'paragraph_open' ||
        tokens[i - 2]!.type !== 'list_item_open'
      )
        continue;
      const first = inline.children?.[0];
      const marker = first?.type === 'text' ? MARKER.exec(first.content) : null;
      if (!first || !marker) continue;
      first.content = first.content.slice(3);
      const checkbox = new Token('html_inline', '', 0);
      checkbox.content = `<input type="checkbox"${marker[1] === ' ' ? '' : ' checked'} disabled>`;
      inline.children!.unshift(checkbox);
      tokens[i - 2]!.attrJoin('class', 'task-list-item');
    }
  });
}
