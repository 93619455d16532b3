import { describe, expect, it } from 'vitest';
import { cutForTranslation, markupProblem, protect } from './markup';

/** Articles as the product writes them: every image convention, tables, code, nested lists. */
const CORPUS = [
  `# Create an invoice

Open **Billing** and click [New invoice](https://app.example.com/invoices/new?from=help).

![Step 1](step1.png)

1. Enter the customer's name in \`Customer\`.
   - Pick an existing one, or
   - type a new name and press <kbd>Enter</kbd>.
2. Choose the date.

![Step 2](step2.png)

| Field | What to enter |
| --- | :---: |
| Amount | The total, e.g. \`120.00\` |
| Due \\| date | 30 days |

\`\`\`bash
curl -X POST https://api.example.com/invoices # never translated
\`\`\`

> **Note:** see [the guide](article:6f1c2a52-8d2e-4b7e-9a55-0c1a2b3c4d5e) and https://example.com/help.

![External:0b7d7b0e-5a4f-4c3e-8a1b-2c3d4e5f6a7b](receipt.png)

![Demo Gif](output.gif)
`,
  `## Steps\n\n- [ ] Sign in\n- [x] Open settings ![Step 3](step3.png) then save\n\n---\n\n    indented code stays\n\nLast line without newline`,
];

const shout = (text: string) => text.replace(/[a-z]+/g, (word) => word.toUpperCase());

describe('markdown through translation', () => {
  it('comes back exactly as it was when every piece is answered with itself', () => {
    for (const article of CORPUS) {
      const cut = cutForTranslation(article);
      expect(cut.join(cut.segments.map((segment) => segment.text))).toBe(article);
    }
  });

  it('sends only words: code, addresses, images, markers of lists and tables stay out of the pieces', () => {
    const sent = cutForTranslation(CORPUS[0]!).segments.map((segment) => segment.text);
    const all = sent.join('\n');
    for (const never of [
      'curl',
      'https://',
      'step1.png',
      'output.gif',
      'External:',
      '| ---',
      '120.00',
      'Enter</kbd>',
    ])
      expect(all).not.toContain(never);
    expect(sent).toContain('Create an invoice');
    expect(sent).toContain('Open **Billing** and click [New invoice⟦1⟧.');
    expect(sent).toContain('Due \\| date');
  });

  it('puts translated words back around everything that must not change', () => {
    for (const article of CORPUS) {
      const cut = cutForTranslation(article);
      const translated = cut.join(cut.segments.map((segment) => shout(segment.text)));
      // Every image, address and code line is still there, once, in its order.
      const images = (text: string) => text.match(/!\[[^\]]*\]\([^)]*\)/g) ?? [];
      expect(images(translated)).toEqual(images(article));
      expect(translated.match(/https?:\/\/\S+/g)).toEqual(article.match(/https?:\/\/\S+/g));
      expect(translated).not.toContain('⟦');
    }
    const cut = cutForTranslation(CORPUS[0]!);
    const translated = cut.join(cut.segments.map((segment) => shout(segment.text)));
    expect(translated).toContain('curl -X POST https://api.example.com/invoices # never translated');
    expect(translated).toContain('# CREATE AN INVOICE');
    expect(translated).toContain('   - PICK AN EXISTING ONE, OR');
    expect(translated).toContain('| AMOUNT | THE TOTAL, E.G. `120.00` |');
  });

  it('refuses a translation that loses, repeats or invents a marker, or reorders images', () => {
    const segment = protect('Click ![Step 1](step1.png) then ![Step 2](step2.png) and `Save`');
    expect(segment.text).toBe('Click ⟦1⟧ then ⟦2⟧ and ⟦3⟧');
    expect(markupProblem(segment, 'Klicke ⟦1⟧ dann ⟦2⟧ und ⟦3⟧')).toBeNull();
    // Inline code may move within a sentence; images may not swap.
    expect(markupProblem(segment, '⟦3⟧: klicke ⟦1⟧ dann ⟦2⟧')).toBeNull();
    expect(markupProblem(segment, 'Klicke ⟦1⟧ und ⟦3⟧')).toContain('came back 0 times');
    expect(markupProblem(segment, 'Klicke ⟦1⟧ ⟦1⟧ ⟦2⟧ ⟦3⟧')).toContain('came back 2 times');
    expect(markupProblem(segment, 'Klicke ⟦1⟧ ⟦2⟧ ⟦3⟧ ⟦4⟧')).toContain('invented');
    expect(markupProblem(segment, 'Klicke ⟦2⟧ dann ⟦1⟧ und ⟦3⟧')).toContain('order');
    expect(markupProblem(segment, 'Klicke ⟦1⟧\ndann ⟦2⟧ und ⟦3⟧')).toContain('line break');
  });
});
