import type { LanguagePack } from '../types';

/**
 * German: du-imperative (informal), Sie-imperative (formal), and the infinitive at the end of the
 * sentence for the impersonal voice ("Auf **Speichern** klicken."), as German manuals write it.
 * Impersonal sentences never start with a noun, so a transition in front may lower-case them.
 */
export const de: LanguagePack = {
  locale: 'de',
  phrases: {
    introUnnamed: [
      'In dieser Anleitung erfährst du Schritt für Schritt, wie das geht.',
      'In dieser Anleitung erfahren Sie Schritt für Schritt, wie das geht.',
      'Diese Anleitung beschreibt die einzelnen Schritte.',
    ],
    clickButton: ['Klicke auf {x}.', 'Klicken Sie auf {x}.', 'Auf {x} klicken.'],
    clickButtonUnlabeled: [
      'Klicke auf die Schaltfläche.',
      'Klicken Sie auf die Schaltfläche.',
      'Auf die Schaltfläche klicken.',
    ],
    click: ['Klicke auf {x}.', 'Klicken Sie auf {x}.', 'Auf {x} klicken.'],
    clickUnlabeled: ['Klicke hier.', 'Klicken Sie hier.', 'Hier klicken.'],
    clickLink: ['Klicke auf den Link {x}.', 'Klicken Sie auf den Link {x}.', 'Auf den Link {x} klicken.'],
    clickLinkUnlabeled: ['Klicke auf den Link.', 'Klicken Sie auf den Link.', 'Auf den Link klicken.'],
    check: [
      'Aktiviere das Kontrollkästchen {x}.',
      'Aktivieren Sie das Kontrollkästchen {x}.',
      'Das Kontrollkästchen {x} aktivieren.',
    ],
    checkUnlabeled: [
      'Aktiviere das Kontrollkästchen.',
      'Aktivieren Sie das Kontrollkästchen.',
      'Das Kontrollkästchen aktivieren.',
    ],
    radio: ['Wähle die Option {x}.', 'Wählen Sie die Option {x}.', 'Die Option {x} wählen.'],
    radioUnlabeled: ['Wähle die Option.', 'Wählen Sie die Option.', 'Die Option wählen.'],
    tab: ['Öffne den Tab {x}.', 'Öffnen Sie den Tab {x}.', 'Den Tab {x} öffnen.'],
    tabUnlabeled: ['Öffne den Tab.', 'Öffnen Sie den Tab.', 'Den Tab öffnen.'],
    choose: ['Wähle {x}.', 'Wählen Sie {x}.', '{x} wählen.'],
    chooseUnlabeled: ['Wähle den Eintrag.', 'Wählen Sie den Eintrag.', 'Den Eintrag wählen.'],
    field: ['Klicke in das Feld {x}.', 'Klicken Sie in das Feld {x}.', 'In das Feld {x} klicken.'],
    fieldUnlabeled: ['Klicke in das Feld.', 'Klicken Sie in das Feld.', 'In das Feld klicken.'],
    doubleClick: ['Doppelklicke auf {x}.', 'Doppelklicken Sie auf {x}.', 'Auf {x} doppelklicken.'],
    doubleClickUnlabeled: ['Doppelklicke hier.', 'Doppelklicken Sie hier.', 'Hier doppelklicken.'],
    rightClick: [
      'Klicke mit der rechten Maustaste auf {x}.',
      'Klicken Sie mit der rechten Maustaste auf {x}.',
      'Mit der rechten Maustaste auf {x} klicken.',
    ],
    rightClickUnlabeled: [
      'Klicke hier mit der rechten Maustaste.',
      'Klicken Sie hier mit der rechten Maustaste.',
      'Hier mit der rechten Maustaste klicken.',
    ],
    drag: [
      'Ziehe {x} an die gewünschte Stelle.',
      'Ziehen Sie {x} an die gewünschte Stelle.',
      '{x} an die gewünschte Stelle ziehen.',
    ],
    dragUnlabeled: [
      'Ziehe das Element an die gewünschte Stelle.',
      'Ziehen Sie das Element an die gewünschte Stelle.',
      'Das Element an die gewünschte Stelle ziehen.',
    ],
    type: [
      'Gib {v} in das Feld {x} ein.',
      'Geben Sie {v} in das Feld {x} ein.',
      '{v} in das Feld {x} eingeben.',
    ],
    typeUnlabeled: ['Gib {v} ein.', 'Geben Sie {v} ein.', '{v} eingeben.'],
    pick: ['Wähle {v} im Feld {x}.', 'Wählen Sie {v} im Feld {x}.', '{v} im Feld {x} wählen.'],
    pickUnlabeled: ['Wähle {v}.', 'Wählen Sie {v}.', '{v} wählen.'],
    password: [
      'Gib dein Passwort in das Feld {x} ein.',
      'Geben Sie Ihr Passwort in das Feld {x} ein.',
      'Das Passwort in das Feld {x} eingeben.',
    ],
    passwordUnlabeled: ['Gib dein Passwort ein.', 'Geben Sie Ihr Passwort ein.', 'Das Passwort eingeben.'],
    secret: [
      'Gib die nötigen Angaben in das Feld {x} ein.',
      'Geben Sie die nötigen Angaben in das Feld {x} ein.',
      'Die nötigen Angaben in das Feld {x} eingeben.',
    ],
    secretUnlabeled: [
      'Gib die nötigen Angaben ein.',
      'Geben Sie die nötigen Angaben ein.',
      'Die nötigen Angaben eingeben.',
    ],
    clear: ['Leere das Feld {x}.', 'Leeren Sie das Feld {x}.', 'Das Feld {x} leeren.'],
    clearUnlabeled: ['Leere das Feld.', 'Leeren Sie das Feld.', 'Das Feld leeren.'],
    key: ['Drücke {key}.', 'Drücken Sie {key}.', '{key} drücken.'],
    navigate: ['Öffne {link}.', 'Öffnen Sie {link}.', '{link} öffnen.'],
  },
  keys: {
    Enter: 'Enter',
    Escape: 'Esc',
    Tab: 'Tab',
    Ctrl: 'Strg',
    Alt: 'Alt',
    Shift: 'Umschalt',
    Meta: 'Meta',
  },
  // Verb second, as after any adverbial: "In **Excel** klicken Sie auf …", "In **Excel** auf … klicken".
  inApplication: 'In {app}',
  transitions: { first: 'Zuerst', next: ['Dann', 'Anschließend', 'Danach'], last: 'Zum Schluss' },
  // The infinitive last, as German titles and manuals name a task ("Kalibrierung in RoboConsole starten").
  task: {
    inApp: ' in {app}',
    fillForm: 'das Formular „{page}“{inApp} ausfüllen',
    fillFormUnnamed: 'das Formular{inApp} ausfüllen',
    changeSettings: 'die Einstellungen{inApp} ändern',
    open: '{page}{inApp} öffnen',
    workWith: 'mit {page}{inApp} arbeiten',
    use: '{app} verwenden',
    fallback: 'Schritt-für-Schritt-Anleitung',
    intro: [
      'Mit dieser Anleitung kannst du {task}.',
      'Mit dieser Anleitung können Sie {task}.',
      'Ziel dieser Anleitung: {Task}.',
    ],
  },
};
