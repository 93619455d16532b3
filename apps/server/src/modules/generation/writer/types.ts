import type { ContentType, RecordingAction, RecordingKey, SupportedLanguage } from '@support/shared';

/** One recorded action as the writer needs it; `number` is 1-based and names the step's image. */
export type WriterStep = {
  number: number;
  action: RecordingAction;
  pageUrl: string;
  pageTitle: string;
  elementLabel: string;
  elementRole?: string;
  elementTag?: string;
  inputType?: string;
  typedValue?: string;
  valueWithheld?: boolean;
  /** Enter, Escape, Tab or a shortcut such as `Ctrl+S` (the desktop recorder's). */
  key?: RecordingKey;
  /** The application acted in (desktop recorder), named where the step has no web page. */
  application?: string;
  /** What the person said during the step (its transcription), when the recording was narrated. */
  narration?: string;
};

export type WriterInput = {
  title?: string;
  steps: WriterStep[];
  language: SupportedLanguage;
  addressingStyle: 'PERSONAL' | 'IMPERSONAL';
  formality: 'FORMAL' | 'INFORMAL';
  contentType: ContentType;
};

/**
 * The three ways a text speaks to its reader. Impersonal wording (infinitive or passive) has no
 * du/Sie or tu/vous, so formality only matters for the personal voice.
 */
export type Voice = 'informal' | 'formal' | 'impersonal';

/**
 * Every sentence the writer can produce. `…Unlabeled` is the fallback for an element without an
 * accessible name. Placeholders: {x} the element's label (bold), {v} the typed or chosen value,
 * {link} a markdown link to a page, {key} a key name (bold).
 */
export const PHRASE_KEYS = [
  'introUnnamed',
  'clickButton',
  'clickButtonUnlabeled',
  'click',
  'clickUnlabeled',
  'clickLink',
  'clickLinkUnlabeled',
  'check',
  'checkUnlabeled',
  'radio',
  'radioUnlabeled',
  'tab',
  'tabUnlabeled',
  'choose',
  'chooseUnlabeled',
  'field',
  'fieldUnlabeled',
  'doubleClick',
  'doubleClickUnlabeled',
  'rightClick',
  'rightClickUnlabeled',
  'drag',
  'dragUnlabeled',
  'type',
  'typeUnlabeled',
  'pick',
  'pickUnlabeled',
  'password',
  'passwordUnlabeled',
  'secret',
  'secretUnlabeled',
  'clear',
  'clearUnlabeled',
  'key',
  'navigate',
] as const;
export type PhraseKey = (typeof PHRASE_KEYS)[number];

/** One wording for every voice, or [informal, formal, impersonal]. */
export type Phrase = string | readonly [informal: string, formal: string, impersonal: string];

export type LanguagePack = {
  /** For lower-casing a sentence's first letter after a transition (Turkish dotted İ). */
  locale: string;
  phrases: Record<PhraseKey, Phrase>;
  /** Key names, and the modifiers of shortcuts (`Ctrl+S` is written `Strg+S` in German). */
  keys: Record<'Enter' | 'Escape' | 'Tab' | 'Ctrl' | 'Alt' | 'Shift' | 'Meta', string>;
  /**
   * In front of a step's sentence when it happens in an application rather than on a web page,
   * placed like a transition word ({app} the application's name, bold): "In **Excel**, click …".
   */
  inApplication: string;
  /** Descriptive guides: the first step, the steps in between (taken in turn), the last step. */
  transitions: { first: string; next: readonly string[]; last: string };
  /** Where a transition word goes; by default in front of the sentence, which starts lower-case. */
  placeTransition?: (sentence: string, word: string, voice: Voice) => string;
  /**
   * The task's name, which is the title (its first letter capitalized) and goes into the intro.
   * Each starts as it would inside a sentence. {app} the application or site, {page} a page or
   * form, {inApp} the pack's `inApp` with the application or nothing when none is known.
   */
  task: {
    inApp: string;
    fillForm: string;
    fillFormUnnamed: string;
    changeSettings: string;
    open: string;
    workWith: string;
    use: string;
    /** The title when nothing names the task (no titles, only addresses). */
    fallback: string;
    /** What the reader will achieve: {task} as named, {Task} the same capitalized. */
    intro: Phrase;
  };
};
