import { CONTENT_TYPES, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@support/shared';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { writeArticle } from '.';
import { SECRET_PASSWORD, signInTask } from './testSteps';

type Tone = { addressingStyle: 'PERSONAL' | 'IMPERSONAL'; formality: 'FORMAL' | 'INFORMAL' };
const TONES: Tone[] = [
  { addressingStyle: 'PERSONAL', formality: 'INFORMAL' },
  { addressingStyle: 'PERSONAL', formality: 'FORMAL' },
  { addressingStyle: 'IMPERSONAL', formality: 'INFORMAL' },
  { addressingStyle: 'IMPERSONAL', formality: 'FORMAL' },
];
const voiceOf = (tone: Tone) =>
  tone.addressingStyle === 'IMPERSONAL' ? 'impersonal' : tone.formality === 'FORMAL' ? 'formal' : 'informal';

/** What must (and must not) appear per language and voice: the verb forms a reader would notice. */
const FORMS: Record<SupportedLanguage, Record<string, { has: RegExp[]; not: RegExp[] }>> = {
  en: {
    informal: { has: [/\bclick \*\*Save\*\*/i, /\byou\b/, /\byour password\b/], not: [] },
    formal: { has: [/\bclick \*\*Save\*\*/i, /\byou\b/, /\byour password\b/], not: [] },
    impersonal: { has: [/\bclick \*\*Save\*\*/i, /\bthe password\b/], not: [/\byou\b/i, /\byour\b/i] },
  },
  de: {
    informal: {
      has: [/\bklicke auf \*\*Save\*\*/i, /\bgib\b/i, /\bdein Passwort\b/],
      not: [/\bSie\b/, /\bklicken\b/i],
    },
    formal: {
      has: [/\bklicken Sie auf \*\*Save\*\*/i, /\bgeben Sie\b/i, /\bIhr Passwort\b/],
      not: [/\bklicke\b/i, /\bdu\b/, /\bdein\b/],
    },
    impersonal: {
      has: [/\bauf \*\*Save\*\* klicken\./i, /eingeben\./],
      not: [/\bSie\b/, /\bdu\b/, /\bklicke\b/i],
    },
  },
  fr: {
    informal: {
      has: [/\bclique sur \*\*Save\*\*/i, /\bton mot de passe\b/],
      not: [/\bcliquez\b/i, /\bvous\b/i],
    },
    formal: {
      has: [/\bcliquez sur \*\*Save\*\*/i, /\bvotre mot de passe\b/],
      not: [/\bclique\b/i, /\btu\b/, /\bton\b/],
    },
    impersonal: {
      has: [/\bcliquer sur \*\*Save\*\*/i],
      not: [/\bcliquez\b/i, /\bclique\b/i, /\bvous\b/i, /\btu\b/],
    },
  },
  nl: {
    informal: { has: [/\bklik (\w+ )?op \*\*Save\*\*/i, /\bje wachtwoord\b/], not: [/\bu\b/, /\bklikt\b/i] },
    formal: { has: [/\bklikt u (\w+ )?op \*\*Save\*\*/i, /\buw wachtwoord\b/], not: [/\bje\b/] },
    impersonal: { has: [/\bop \*\*Save\*\* klikken\./i], not: [/\bu\b/, /\bje\b/] },
  },
  it: {
    informal: {
      has: [/\bfai clic su \*\*Save\*\*/i, /\bla tua password\b/],
      not: [/\bfaccia\b/i, /\bLei\b/],
    },
    formal: { has: [/\bfaccia clic su \*\*Save\*\*/i, /\bla Sua password\b/], not: [/\bfai\b/i, /\btua\b/] },
    impersonal: { has: [/\bfare clic su \*\*Save\*\*/i], not: [/\bfai\b/i, /\bfaccia\b/i] },
  },
  tr: {
    informal: { has: [/\*\*Save\*\* düğmesine tıkla\./, /şifreni gir\./], not: [/tıklayın/, /tıklanır/] },
    formal: { has: [/\*\*Save\*\* düğmesine tıklayın\./, /şifrenizi girin\./], not: [/tıkla\./, /tıklanır/] },
    impersonal: {
      has: [/\*\*Save\*\* düğmesine tıklanır\./, /şifre girilir\./],
      not: [/tıkla\./, /tıklayın/],
    },
  },
};

function parse(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

function collect(node: Nodes, type: string, found: Nodes[] = []): Nodes[] {
  if (node.type === type) found.push(node);
  if ('children' in node) for (const child of node.children) collect(child, type, found);
  return found;
}

describe('writeArticle for every language, tone and content type', () => {
  const steps = signInTask();
  for (const language of SUPPORTED_LANGUAGES) {
    for (const tone of TONES) {
      for (const contentType of CONTENT_TYPES) {
        const name = `${language} ${tone.addressingStyle} ${tone.formality} ${contentType}`;
        it(name, () => {
          const { title, content } = writeArticle({ steps, language, contentType, ...tone });
          const tree = parse(content);

          // Every step's screenshot exactly once, in order, and no other image.
          const images = collect(tree, 'image').map((node) => (node as { url: string }).url);
          expect(images).toEqual(steps.map((step) => `step${step.number}.png`));
          for (const step of steps) {
            expect(content.split(`![Step ${step.number}](step${step.number}.png)`)).toHaveLength(2);
          }

          // The one link is the navigation's page, without its session token; nothing from labels.
          const links = collect(tree, 'link').map((node) => (node as { url: string }).url);
          expect(links).toEqual(['https://shop.example.com/login']);
          expect(collect(tree, 'html')).toEqual([]);
          expect(content).not.toContain('tok123');
          expect(content).not.toContain(SECRET_PASSWORD);
          expect(content).toContain('jane@example.com');

          // The label with markdown stays literal text inside its bold.
          const strongTexts = collect(tree, 'strong').map((node) =>
            collect(node, 'text')
              .map((text) => (text as { value: string }).value)
              .join(''),
          );
          expect(strongTexts).toContain(
            '**x** ![a](http://evil) <img src=x onerror=alert(1)> [l](javascript:alert(1))',
          );

          const forms = FORMS[language][voiceOf(tone)]!;
          for (const pattern of forms.has) expect(content).toMatch(pattern);
          for (const pattern of forms.not) expect(content).not.toMatch(pattern);

          expect(title.trim()).not.toBe('');
          // A settings page changed: the title says so, with the site and without its address.
          expect(title).toContain('Example Shop');
          expect(title).not.toContain('shop.example.com');
        });
      }
    }
  }
});
