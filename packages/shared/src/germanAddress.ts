/**
 * The German interface addresses its reader formally ("Sie"). These words give away the informal "du";
 * tests walk every German interface text and reject them. Articles written for an organization follow its
 * own Du/Sie choice and are not interface texts.
 */
const INFORMAL_PRONOUNS = ['du', 'dich', 'dir', 'dein', 'deine', 'deinem', 'deinen', 'deiner', 'deines'];
const INFORMAL_PLURAL = ['euch', 'euer', 'eure', 'eurem', 'euren', 'eurer', 'eures'];

/** Second-person singular verb forms ("kannst", "hast") that only go with "du". */
const INFORMAL_VERBS = [
  'bist',
  'hast',
  'kannst',
  'musst',
  'willst',
  'möchtest',
  'wirst',
  'darfst',
  'solltest',
  'könntest',
  'würdest',
  'hättest',
  'wärst',
  'siehst',
  'findest',
  'brauchst',
  'erhältst',
];

/**
 * Informal imperatives common in interface texts. Forms that are also everyday nouns or numerals
 * (Frage, Suche, Stelle, Teile, Folge, Sorge, Klick, Tipp, Versuch, Speicher, achte) are left out: they would
 * be false alarms.
 */
const INFORMAL_IMPERATIVES = [
  'aktiviere',
  'aktualisiere',
  'bearbeite',
  'beginne',
  'behalte',
  'benenne',
  'benutze',
  'beschreibe',
  'bestätige',
  'bleib',
  'bleibe',
  'entferne',
  'erstelle',
  'fahre',
  'füg',
  'füge',
  'fülle',
  'geh',
  'gehe',
  'gib',
  'halte',
  'hilf',
  'hinterlege',
  'klicke',
  'kontaktiere',
  'kopiere',
  'lade',
  'lass',
  'leg',
  'lege',
  'lies',
  'lösche',
  'mach',
  'mache',
  'markiere',
  'melde',
  'nimm',
  'nutz',
  'nutze',
  'passe',
  'probiere',
  'prüfe',
  'registriere',
  'richte',
  'schau',
  'schließe',
  'schreib',
  'schreibe',
  'setz',
  'setze',
  'sieh',
  'speichere',
  'starte',
  'tippe',
  'trage',
  'vergiss',
  'versuche',
  'verwende',
  'warte',
  'wechsle',
  'wende',
  'wiederhole',
  'wähl',
  'wähle',
  'zeige',
  'zieh',
  'ziehe',
  'ändere',
  'öffne',
  'überprüfe',
];

const INFORMAL = new Set([
  ...INFORMAL_PRONOUNS,
  ...INFORMAL_PLURAL,
  ...INFORMAL_VERBS,
  ...INFORMAL_IMPERATIVES,
]);

/** Text in German quotation marks („…“, ‚…‘) is an example being shown, not the interface speaking. */
const QUOTED = /„[^“”]*[“”]|‚[^‘’]*[‘’]/g;

/** The informal words in a German interface text, outside quoted examples (lower-cased, in order). */
export function informalGermanWords(text: string): string[] {
  const words = text.replace(QUOTED, ' ').match(/[\p{L}]+/gu) ?? [];
  return words.map((word) => word.toLowerCase()).filter((word) => INFORMAL.has(word));
}
