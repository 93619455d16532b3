import type { LanguagePack, Voice } from '../types';

/**
 * Dutch: je-imperative (informal, "Klik op …"), u-form (formal, "Klikt u op …"), infinitive at the
 * end (impersonal, "Op … klikken."). A transition word goes after the verb (and "u") of a personal
 * sentence, as Dutch word order wants ("Klik daarna op …"), and in front of an impersonal one.
 */
export const nl: LanguagePack = {
  locale: 'nl',
  phrases: {
    introUnnamed: [
      'In deze handleiding lees je stap voor stap hoe je dit doet.',
      'In deze handleiding leest u stap voor stap hoe u dit doet.',
      'Deze handleiding beschrijft de stappen.',
    ],
    clickButton: ['Klik op {x}.', 'Klikt u op {x}.', 'Op {x} klikken.'],
    clickButtonUnlabeled: ['Klik op de knop.', 'Klikt u op de knop.', 'Op de knop klikken.'],
    click: ['Klik op {x}.', 'Klikt u op {x}.', 'Op {x} klikken.'],
    clickUnlabeled: ['Klik hier.', 'Klikt u hier.', 'Hier klikken.'],
    clickLink: ['Klik op de link {x}.', 'Klikt u op de link {x}.', 'Op de link {x} klikken.'],
    clickLinkUnlabeled: ['Klik op de link.', 'Klikt u op de link.', 'Op de link klikken.'],
    check: ['Vink {x} aan.', 'Vinkt u {x} aan.', '{x} aanvinken.'],
    checkUnlabeled: [
      'Vink het selectievakje aan.',
      'Vinkt u het selectievakje aan.',
      'Het selectievakje aanvinken.',
    ],
    radio: ['Kies de optie {x}.', 'Kiest u de optie {x}.', 'De optie {x} kiezen.'],
    radioUnlabeled: ['Kies de optie.', 'Kiest u de optie.', 'De optie kiezen.'],
    tab: ['Open het tabblad {x}.', 'Opent u het tabblad {x}.', 'Het tabblad {x} openen.'],
    tabUnlabeled: ['Open het tabblad.', 'Opent u het tabblad.', 'Het tabblad openen.'],
    choose: ['Kies {x}.', 'Kiest u {x}.', '{x} kiezen.'],
    chooseUnlabeled: ['Kies het item.', 'Kiest u het item.', 'Het item kiezen.'],
    field: ['Klik in het veld {x}.', 'Klikt u in het veld {x}.', 'In het veld {x} klikken.'],
    fieldUnlabeled: ['Klik in het veld.', 'Klikt u in het veld.', 'In het veld klikken.'],
    doubleClick: ['Dubbelklik op {x}.', 'Dubbelklikt u op {x}.', 'Op {x} dubbelklikken.'],
    doubleClickUnlabeled: ['Dubbelklik hier.', 'Dubbelklikt u hier.', 'Hier dubbelklikken.'],
    rightClick: [
      'Klik met de rechtermuisknop op {x}.',
      'Klikt u met de rechtermuisknop op {x}.',
      'Met de rechtermuisknop op {x} klikken.',
    ],
    rightClickUnlabeled: [
      'Klik hier met de rechtermuisknop.',
      'Klikt u hier met de rechtermuisknop.',
      'Hier met de rechtermuisknop klikken.',
    ],
    drag: [
      'Sleep {x} naar de gewenste plek.',
      'Sleept u {x} naar de gewenste plek.',
      '{x} naar de gewenste plek slepen.',
    ],
    dragUnlabeled: [
      'Sleep het item naar de gewenste plek.',
      'Sleept u het item naar de gewenste plek.',
      'Het item naar de gewenste plek slepen.',
    ],
    type: ['Typ {v} in het veld {x}.', 'Typt u {v} in het veld {x}.', '{v} in het veld {x} typen.'],
    typeUnlabeled: ['Typ {v}.', 'Typt u {v}.', '{v} typen.'],
    pick: ['Kies {v} in {x}.', 'Kiest u {v} in {x}.', '{v} in {x} kiezen.'],
    pickUnlabeled: ['Kies {v}.', 'Kiest u {v}.', '{v} kiezen.'],
    password: [
      'Vul je wachtwoord in bij {x}.',
      'Vult u uw wachtwoord in bij {x}.',
      'Het wachtwoord invullen bij {x}.',
    ],
    passwordUnlabeled: ['Vul je wachtwoord in.', 'Vult u uw wachtwoord in.', 'Het wachtwoord invullen.'],
    secret: [
      'Vul de gevraagde gegevens in bij {x}.',
      'Vult u de gevraagde gegevens in bij {x}.',
      'De gevraagde gegevens invullen bij {x}.',
    ],
    secretUnlabeled: [
      'Vul de gevraagde gegevens in.',
      'Vult u de gevraagde gegevens in.',
      'De gevraagde gegevens invullen.',
    ],
    clear: ['Maak het veld {x} leeg.', 'Maakt u het veld {x} leeg.', 'Het veld {x} leegmaken.'],
    clearUnlabeled: ['Maak het veld leeg.', 'Maakt u het veld leeg.', 'Het veld leegmaken.'],
    key: ['Druk op {key}.', 'Drukt u op {key}.', 'Op {key} drukken.'],
    navigate: ['Ga naar {link}.', 'Gaat u naar {link}.', 'Naar {link} gaan.'],
  },
  keys: { Enter: 'Enter', Escape: 'Esc', Tab: 'Tab', Ctrl: 'Ctrl', Alt: 'Alt', Shift: 'Shift', Meta: 'Meta' },
  inApplication: 'In {app}',
  transitions: { first: 'Eerst', next: ['Daarna', 'Vervolgens', 'Dan'], last: 'Tot slot' },
  placeTransition: (sentence: string, word: string, voice: Voice) => {
    if (voice === 'impersonal') return `${word} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    // After the verb ("Klik"), or after "u" in "Klikt u".
    const match = voice === 'formal' ? /^(\S+ u) (.*)$/s.exec(sentence) : /^(\S+) (.*)$/s.exec(sentence);
    if (!match) return `${word} ${sentence}`;
    // Only the first letter: an application's name in the word ("In **Excel**") keeps its case.
    return `${match[1]} ${word.charAt(0).toLowerCase()}${word.slice(1)} ${match[2]}`;
  },
  task: {
    inApp: ' in {app}',
    fillForm: 'het formulier {page}{inApp} invullen',
    fillFormUnnamed: 'het formulier{inApp} invullen',
    changeSettings: 'de instellingen{inApp} wijzigen',
    open: '{page}{inApp} openen',
    workWith: 'met {page}{inApp} werken',
    use: '{app} gebruiken',
    fallback: 'Stapsgewijze handleiding',
    intro: [
      'Met deze handleiding kun je {task}.',
      'Met deze handleiding kunt u {task}.',
      'Doel van deze handleiding: {Task}.',
    ],
  },
};
