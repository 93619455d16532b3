import { cleanLabel } from './escape';

/**
 * The task a clicked label names, as a verb phrase in the article's language: "Start calibration"
 * becomes "start a calibration" in English, "Kalibrierung starten" stays German with the
 * application before its verb ("Kalibrierung in RoboConsole starten"). Only a label in the
 * article's own language can be read so; for any other label or language this answers null and
 * the writer names the task from the pages instead. One-word labels ("Save", "Edit") name no
 * task, nor do the labels that only close a form or a dialog ("Save changes", "Weiter").
 */
export function actionTask(label: string, language: string, inApp: string): string | null {
  const words = cleanLabel(label).split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 6) return null;
  if (language === 'en') return englishTask(words, inApp);
  if (language === 'de') return germanTask(words, inApp);
  return null;
}

const ENGLISH_VERBS = new Set(
  (
    'add archive assign approve book calibrate cancel change check configure connect copy create ' +
    'delete disable download duplicate edit enable export generate import install invite issue ' +
    'move open order pay print publish register reject remove rename request reset restart restore ' +
    'run schedule search send set share sign start stop submit switch test update upload verify'
  ).split(' '),
);
const ENGLISH_CLOSERS = new Set(
  'save ok apply confirm continue next done finish close back yes no accept proceed'.split(' '),
);
/** Verbs whose single object is a new thing of its kind: "Start calibration" → "start a calibration". */
const ENGLISH_ARTICLE_VERBS = new Set(
  'add book create issue open order request run schedule send start'.split(' '),
);
const ENGLISH_MASS_NOUNS = new Set(
  'access content data email e-mail feedback help history information mail money progress software support time work'.split(
    ' ',
  ),
);

function englishTask(words: string[], inApp: string): string | null {
  const verb = words[0]!.toLowerCase();
  if (!ENGLISH_VERBS.has(verb) || ENGLISH_CLOSERS.has(verb)) return null;
  // Title Case labels ("Start Calibration") read as a sentence in lower case; acronyms stay.
  const titleCase = words.every((word) => /^\p{Lu}\p{Ll}/u.test(word));
  const rest = words.slice(1).map((word) => (titleCase ? word.toLowerCase() : word));
  const object = rest[0]!.toLowerCase();
  if (
    rest.length === 1 &&
    ENGLISH_ARTICLE_VERBS.has(verb) &&
    /^\p{Ll}+$/u.test(rest[0]!) &&
    !object.endsWith('s') &&
    !ENGLISH_MASS_NOUNS.has(object)
  ) {
    rest.unshift(/^[aeio]/.test(object) ? 'an' : 'a');
  }
  return `${[verb, ...rest].join(' ')}${inApp}`;
}

const GERMAN_CLOSERS = new Set(
  'speichern übernehmen bestätigen fortfahren schließen abbrechen absenden anwenden beenden'.split(' '),
);

function germanTask(words: string[], inApp: string): string | null {
  const verb = words[words.length - 1]!;
  // German labels put the infinitive last ("Neues Gerät anlegen"); a noun there is capitalized.
  if (!/^\p{Ll}+(en|ern|eln)$/u.test(verb) || GERMAN_CLOSERS.has(verb)) return null;
  return `${words.slice(0, -1).join(' ')}${inApp} ${verb}`;
}
