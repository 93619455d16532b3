import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_MAX_CHARS } from './highlight';
import { markdownExcerpt, renderMarkdown } from './render';
import { activeContentIn, XSS_PAYLOADS } from './xss.fixture';

describe('renderMarkdown', () => {
  it('renders CommonMark and GFM: headings, emphasis, lists, tables, task lists, code, footnotes', () => {
    const html = renderMarkdown(
      [
        '# Title',
        'Some **bold** and _italic_ and ~~gone~~ text.',
        '1. first\n2. second',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        '- [x] done',
        '```js\nconst a = 1 < 2;\n```',
        'A note[^1].\n\n[^1]: The footnote.',
      ].join('\n\n'),
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain(
      '<code class="language-js"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span> &lt; <span class="hljs-number">2</span>;',
    );
    // The footnote reference points at an element that exists.
    const target = /class="footnote-ref"><a href="#([^"]+)"/.exec(html)?.[1];
    expect(target).toBeTruthy();
    expect(html).toContain(`id="${target}"`);
  });

  it('colours code blocks of a named language on the server, and leaves everything else plain text', () => {
    const html = renderMarkdown(
      [
        '```bash\necho "</code></pre><script>alert(1)</script>"\n```',
        '```nosuchlanguage\n<b>kept as text</b>\n```',
        '```\nplain <i>block</i>\n```',
        `\`\`\`json\n${'{"a": 1}\n'.repeat(HIGHLIGHT_MAX_CHARS / 9 + 1)}\`\`\``,
        '```PY" onmouseover="x\nprint(1)\n```',
      ].join('\n\n'),
    );
    // Coloured, and the code's own markup is text: it cannot close the block.
    expect(html).toContain('<span class="hljs-built_in">echo</span>');
    expect(html).toContain('&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<code class="language-nosuchlanguage">&lt;b&gt;kept as text&lt;/b&gt;');
    expect(html).toContain('<pre><code>plain &lt;i&gt;block&lt;/i&gt;');
    // A block past the bound is shown as written, uncoloured.
    expect(html).toContain('<code class="language-json">{&quot;a&quot;: 1}');
    // The info string is an attribute value, escaped: no attribute of its own.
    expect(html).not.toContain('onmouseover="');
    expect(activeContentIn(html)).toEqual([]);
  });

  it('shows raw HTML as text instead of dropping what the writer typed', () => {
    const html = renderMarkdown('Press <Enter> to confirm.\n\n<div>block</div>');
    expect(html).toContain('<p>Press &lt;Enter&gt; to confirm.</p>');
    expect(html).toContain('<p>&lt;div&gt;block&lt;/div&gt;</p>');
    expect(html).not.toContain('<div>');
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('never lets script through: %s', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(activeContentIn(html)).toEqual([]);
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('After');
  });

  it('covers at least 25 OWASP filter-evasion payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it('finds active content when it is there (the checker itself can fail)', () => {
    expect(activeContentIn('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(activeContentIn('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(activeContentIn('<script>alert(1)</script>')).not.toEqual([]);
    expect(activeContentIn('<div style="width: expression(alert(1))">')).not.toEqual([]);
    expect(activeContentIn('<img alt="x onerror=alert(1)" src="/a.png">')).toEqual([]);
  });

  it('keeps the link text of a refused URL and drops an image without a safe source', () => {
    const html = renderMarkdown('[click me](javascript:alert(1)) ![pic](javascript:alert(1))');
    expect(html).toBe('<p>click me </p>\n');
  });

  it('resolves article images and internal links through the options', () => {
    const html = renderMarkdown(
      '![Step 2](step2.png) ![Gone](missing.png) [guide](article:0f8fad5b-d9cb-469f-a165-70867728950e) [broken](article:42)',
      {
        resolveImage: ({ url }) => (url === 'step2.png' ? '/images/two' : null),
        resolveArticleLink: (id) => `/shared/${id}`,
      },
    );
    expect(html).toContain('<img src="/images/two" alt="Step 2"');
    expect(html).not.toContain('missing.png');
    expect(html).toContain('<a href="/shared/0f8fad5b-d9cb-469f-a165-70867728950e">guide</a>');
    expect(html).toContain(' broken</p>');
  });

  it('links internal articles to /articles/{uuid} by default, and only for a valid UUID', () => {
    const html = renderMarkdown('[a](article:0F8FAD5B-D9CB-469F-A165-70867728950E) [b](article:not-a-uuid)');
    expect(html).toBe('<p><a href="/articles/0f8fad5b-d9cb-469f-a165-70867728950e">a</a> b</p>\n');
  });

  it("tells readers an uploaded image's description, not the product's id for it", () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const html = renderMarkdown(
      `![External:${id}](save.png "The Save button") ![External:${id}](settings-page.png)`,
    );
    expect(html).toContain('<img src="save.png" alt="The Save button" loading="lazy"');
    expect(html).toContain('<img src="settings-page.png" alt="settings page"');
    expect(html).not.toContain('External:');
    expect(html).not.toContain('title=');
  });

  it('shows brackets that open nothing as text, links after them included', () => {
    expect(renderMarkdown('[a ![b [c')).toBe('<p>[a ![b [c</p>\n');
    expect(renderMarkdown('[a [b](https://x.test/) [c')).toBe(
      '<p>[a <a href="https://x.test/" rel="nofollow noopener noreferrer">b</a> [c</p>\n',
    );
    expect(renderMarkdown('[a ![b](https://x.test/b.png) ![')).toBe(
      '<p>[a <img src="https://x.test/b.png" alt="b" loading="lazy" decoding="async"> ![</p>\n',
    );
    expect(renderMarkdown('*[x* [y*')).toBe('<p><em>[x</em> [y*</p>\n');
    expect(renderMarkdown('\\[a] [b')).toBe('<p>[a] [b</p>\n');
  });

  it('marks outside links nofollow and loads images lazily', () => {
    const html = renderMarkdown('[site](https://example.com) ![x](https://example.com/x.png)');
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener noreferrer">site</a>');
    expect(html).toContain('loading="lazy"');
  });
});

describe('markdownExcerpt', () => {
  it('is the plain text of the first paragraph with text, without images or markup', () => {
    expect(
      markdownExcerpt('![Step 1](step1.png)\n\n# Heading\n\nOpen **Settings** and [click](x) Save.'),
    ).toBe('Open Settings and click Save.');
  });

  it('is cut at a word boundary with an ellipsis', () => {
    const excerpt = markdownExcerpt(`${'word '.repeat(100)}end`, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('is empty for an article without paragraphs', () => {
    expect(markdownExcerpt('# Only a heading')).toBe('');
  });
});
