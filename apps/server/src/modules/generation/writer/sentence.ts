import { bold, cleanLabel, cleanText, codeSpan, markdownLink, publicUrl, VALUE_MAX_LENGTH } from './escape';
import type { LanguagePack, Phrase, PhraseKey, Voice, WriterStep } from './types';

const VOICE_INDEX = { informal: 0, formal: 1, impersonal: 2 } as const;

/** A phrase of the pack in the voice, with its placeholders filled in one pass (values are not re-read). */
export function phrase(
  pack: LanguagePack,
  key: PhraseKey,
  voice: Voice,
  values: Record<string, string> = {},
) {
  return fill(inVoice(pack.phrases[key], voice), values);
}

export const inVoice = (template: Phrase, voice: Voice) =>
  typeof template === 'string' ? template : template[VOICE_INDEX[voice]];

/** Placeholders filled in one pass, so that a value's own braces are not read again. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export type ClickKind =
  | 'clickButton'
  | 'click'
  | 'clickLink'
  | 'check'
  | 'radio'
  | 'tab'
  | 'choose'
  | 'field';

const TEXT_INPUTS = new Set(['', 'text', 'email', 'search', 'tel', 'url', 'number', 'password', 'date']);

/** The noun a click sentence uses, from the element's role, else its tag and input type. */
export function clickKind(step: WriterStep): ClickKind {
  const role = step.elementRole?.toLowerCase() ?? '';
  const tag = step.elementTag?.toLowerCase() ?? '';
  const inputType = step.inputType?.toLowerCase() ?? '';
  if (role === 'checkbox' || role === 'switch' || inputType === 'checkbox') return 'check';
  if (role === 'radio' || inputType === 'radio') return 'radio';
  if (role === 'tab') return 'tab';
  if (role.startsWith('menuitem') || role === 'option') return 'choose';
  if (role === 'link' || (!role && tag === 'a')) return 'clickLink';
  if (['textbox', 'searchbox', 'combobox', 'spinbutton'].includes(role)) return 'field';
  if (role === 'button' || tag === 'button' || ['submit', 'button', 'reset'].includes(inputType)) {
    return 'clickButton';
  }
  if (tag === 'textarea' || tag === 'select' || (tag === 'input' && TEXT_INPUTS.has(inputType)))
    return 'field';
  return 'click';
}

export function isChoiceField(step: WriterStep): boolean {
  const role = step.elementRole?.toLowerCase();
  return step.elementTag?.toLowerCase() === 'select' || role === 'combobox' || role === 'listbox';
}

/** The key of the phrase for a step's action, and whether it names the element. */
function phraseKey(step: WriterStep, labeled: boolean): PhraseKey {
  const named = (key: PhraseKey) => (labeled ? key : (`${key}Unlabeled` as PhraseKey));
  switch (step.action) {
    case 'CLICK':
      return named(clickKind(step));
    case 'DOUBLE_CLICK':
      return named('doubleClick');
    case 'RIGHT_CLICK':
      return named('rightClick');
    case 'DRAG':
      return named('drag');
    case 'KEY':
      return 'key';
    case 'NAVIGATE':
      return 'navigate';
    case 'TYPE': {
      // A password field's value never reaches the text, even if a recorder sent one.
      if (step.inputType?.toLowerCase() === 'password') return named('password');
      if (step.valueWithheld || step.typedValue === undefined) return named('secret');
      if (cleanText(step.typedValue, VALUE_MAX_LENGTH) === '') return named('clear');
      return named(isChoiceField(step) ? 'pick' : 'type');
    }
  }
}

/** The page a NAVIGATE step goes to, as a link when its address may be published. */
function pageLink(step: WriterStep): string {
  const url = publicUrl(step.pageUrl);
  const title = cleanText(step.pageTitle, 80);
  const host = url?.hostname.replace(/^www\./, '') ?? '';
  if (!url) return bold(title || cleanText(step.pageUrl, 80) || '…');
  return markdownLink(title || host, url);
}

/**
 * A key as the pack names it: Enter, Escape, Tab, or a shortcut's parts (`Ctrl+S` is `Strg+S` in
 * German); letters, digits and F-keys are written as they are.
 */
export function keyName(key: string | undefined, pack: LanguagePack): string {
  const names = pack.keys as Record<string, string>;
  return (key ?? 'Enter')
    .split('+')
    .map((part) => names[part] ?? part)
    .join('+');
}

/**
 * The words in front of a step that happens in an application rather than on a web page ("In
 * **Excel**,"), when the application differs from the previous step's: a desktop recording names
 * it once and again wherever the person switched to another one. Empty for web steps.
 */
export function applicationLead(
  step: WriterStep,
  previous: WriterStep | undefined,
  pack: LanguagePack,
): string {
  const app = cleanLabel(step.application ?? '');
  if (!app || publicUrl(step.pageUrl)) return '';
  const before = previous && !publicUrl(previous.pageUrl) ? cleanLabel(previous.application ?? '') : '';
  if (before === app) return '';
  return pack.inApplication.replace('{app}', () => bold(app));
}

/** One sentence in the pack's language and the voice that describes what the step did. */
export function describeStep(step: WriterStep, pack: LanguagePack, voice: Voice): string {
  const label = cleanLabel(step.elementLabel);
  const key = phraseKey(step, label !== '');
  // Only a step that shows its value reads it at all.
  const shown = /^(type|pick)/.test(key);
  const value = shown ? cleanText(step.typedValue ?? '', VALUE_MAX_LENGTH) : '';
  return phrase(pack, key, voice, {
    x: bold(label),
    v: key.startsWith('pick') ? bold(value) : codeSpan(value),
    key: bold(keyName(step.key, pack)),
    link: key === 'navigate' ? pageLink(step) : '',
  });
}
