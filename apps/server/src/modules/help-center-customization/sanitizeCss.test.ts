import { CUSTOM_CSS_MAX_BYTES } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { sanitizeCss } from './sanitizeCss';

const kept = (input: string) => sanitizeCss(input).css;

describe('custom CSS sanitising', () => {
  it('keeps ordinary rules, media queries and keyframes, one declaration a line', () => {
    expect(
      kept('.hc-top{background:#123;color:rgb(1 2 3 / 50%)!important}@media (max-width:600px){a{margin:0}}'),
    ).toBe(
      '.hc-top {\n  background: #123;\n  color: rgb(1 2 3/50%) !important;\n}\n@media (max-width:600px) {\n  a {\n    margin: 0;\n  }\n}',
    );
    expect(kept('@keyframes fade{from{opacity:0}to{opacity:1}}')).toContain('@keyframes fade {');
    expect(kept('a{--brand: #f60; color: var(--brand, red)}')).toBe(
      'a {\n  --brand: #f60;\n  color: var(--brand,red);\n}',
    );
  });

  it.each([
    ['url()', 'a{background:url(https://evil.example/x.png)}'],
    ['url() with a string', 'a{background:url("//evil.example/x.png")}'],
    ['url() written with an escape', 'a{background:u\\72l(https://evil.example/x.png)}'],
    ['url() in a custom property', 'a{--x:url(https://evil.example/x.png)}'],
    ['image-set()', 'a{background-image:image-set("https://evil.example/x.png" 1x)}'],
    ['-webkit-image-set()', 'a{background-image:-webkit-image-set("x.png" 1x)}'],
    ['image()', 'a{background-image:image("https://evil.example/x.png")}'],
    ['expression()', 'a{width:expression(alert(1))}'],
    ['behavior', 'a{behavior:url(x.htc)}'],
    ['behavior without url', 'a{behavior:foo}'],
    ['-moz-binding', 'a{-moz-binding:foo}'],
    ['javascript: in a string', 'a{content:"javascript:alert(1)"}'],
    ['javascript: as a word', 'a{x:javascript\\:alert}'],
  ])('removes %s', (_name, declaration) => {
    const result = sanitizeCss(`${declaration}b{color:red}`);
    expect(result.css).toBe('b {\n  color: red;\n}');
    expect(result.removed).toHaveLength(1);
  });

  it.each([
    ['@import', '@import "https://evil.example/x.css";'],
    ['@import url()', '@import url(https://evil.example/x.css);'],
    ['@font-face', '@font-face{font-family:x;src:url(https://evil.example/x.woff)}'],
    ['@namespace', '@namespace svg url(http://www.w3.org/2000/svg);'],
    ['@charset', '@charset "utf-8";'],
    ['a @media around a url()', '@media screen{a{background:url(x.png)}}'],
  ])('removes %s', (_name, rule) => {
    expect(kept(`${rule}b{color:red}`)).toBe('b {\n  color: red;\n}');
  });

  it('cannot end its style element or open a tag', () => {
    for (const input of [
      '</style><script>alert(1)</script>',
      'a{content:"</style><script>alert(1)</script>"}',
      'a{content:"<!--"}',
      "a[title='</style>']{color:red}",
      '</STYLE><img src=x>',
    ]) {
      const css = kept(input);
      expect(css).not.toContain('<');
      expect(css.toLowerCase()).not.toContain('</style');
    }
    // In a string it still means the same character to CSS.
    expect(kept('a::after{content:"a<b"}')).toBe('a::after {\n  content: "a\\3c b";\n}');
  });

  it('drops what it cannot read and says what it removed', () => {
    const result = sanitizeCss('a{color:red;;width:}} garbage {{ b{color:blue}');
    expect(result.css).not.toContain('garbage');
    expect(result.css).toContain('color: red;');
    expect(result.removed.length).toBeGreaterThan(0);
  });

  it('refuses more than 20 KB, before reading it', () => {
    const rule = 'a{color:red}\n';
    const fits = rule.repeat(Math.floor(CUSTOM_CSS_MAX_BYTES / rule.length));
    // Too large one declaration a line, it is kept on one line; saved again, it stays as it is.
    const compact = kept(fits.replace(/\n/g, ''));
    expect(compact.startsWith('a{color:red;}a{color:red;}')).toBe(true);
    expect(kept(compact)).toBe(compact);
    const over = `${fits}${' '.repeat(CUSTOM_CSS_MAX_BYTES - fits.length + 1)}`;
    expect(() => sanitizeCss(over)).toThrowError(
      expect.objectContaining({ code: 'CUSTOM_CSS_TOO_LARGE', statusCode: 400 }) as AppError,
    );
    // Bytes, not characters: 7,000 three-byte characters are 21,000 bytes.
    expect(() => sanitizeCss(`a{content:"${'€'.repeat(7000)}"}`)).toThrow(AppError);
  });

  it('reads the worst 20 KB quickly', () => {
    const inputs = [
      ':not('.repeat(CUSTOM_CSS_MAX_BYTES / 5),
      `a{b:${'f('.repeat(CUSTOM_CSS_MAX_BYTES / 2 - 10)}}`,
      `@media ${'('.repeat(CUSTOM_CSS_MAX_BYTES - 10)}{}`,
      '.a>b:hover,x[y^="z"]{color:red;--v:var(--w,3px)}'.repeat(400),
    ];
    for (const input of inputs) {
      const started = performance.now();
      sanitizeCss(input.slice(0, CUSTOM_CSS_MAX_BYTES));
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });
});
