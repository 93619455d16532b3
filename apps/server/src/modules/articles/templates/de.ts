import { sections, type TemplateTexts, type Tone } from './types';

/** [du, Sie]: the one place the two tones differ. */
const say = (tone: Tone, du: string, sie: string) => (tone === 'formal' ? sie : du);

/** German: du-imperative (informal) or Sie-imperative (formal). */
export const de: TemplateTexts = {
  faq: (tone) =>
    sections([
      [
        'Frage 1',
        say(
          tone,
          'Schreib die Frage so, wie deine Kunden sie stellen.',
          'Schreiben Sie die Frage so, wie Ihre Kunden sie stellen.',
        ),
        say(
          tone,
          'Beantworte sie in zwei oder drei Sätzen.',
          'Beantworten Sie sie in zwei oder drei Sätzen.',
        ),
      ],
      [
        'Frage 2',
        say(tone, 'Schreib die nächste Frage.', 'Schreiben Sie die nächste Frage.'),
        say(
          tone,
          'Beantworte sie und verlinke einen ausführlichen Artikel, falls es einen gibt.',
          'Beantworten Sie sie und verlinken Sie einen ausführlichen Artikel, falls es einen gibt.',
        ),
      ],
      [
        'Frage 3',
        say(tone, 'Schreib die nächste Frage.', 'Schreiben Sie die nächste Frage.'),
        say(tone, 'Beantworte sie.', 'Beantworten Sie sie.'),
      ],
      [
        'Noch Fragen?',
        say(
          tone,
          'Nenne, wo Leser weitere Hilfe bekommen, zum Beispiel deine Support-Adresse.',
          'Nennen Sie, wo Leser weitere Hilfe bekommen, zum Beispiel Ihre Support-Adresse.',
        ),
      ],
    ]),
  howTo: (tone) =>
    sections([
      [
        say(tone, 'Bevor du beginnst', 'Bevor Sie beginnen'),
        say(
          tone,
          'Liste auf, was der Leser vorher braucht: Zugriffsrechte, Dateien, Einstellungen.',
          'Listen Sie auf, was der Leser vorher braucht: Zugriffsrechte, Dateien, Einstellungen.',
        ),
      ],
      [
        'Schritte',
        say(
          tone,
          '1. Beschreibe den ersten Schritt: was zu öffnen und was anzuklicken ist.',
          '1. Beschreiben Sie den ersten Schritt: was zu öffnen und was anzuklicken ist.',
        ),
        say(tone, '2. Beschreibe den nächsten Schritt.', '2. Beschreiben Sie den nächsten Schritt.'),
        say(tone, '3. Beschreibe den letzten Schritt.', '3. Beschreiben Sie den letzten Schritt.'),
      ],
      [
        'Ergebnis',
        say(
          tone,
          'Beschreibe, was der Leser sieht, wenn alles geklappt hat.',
          'Beschreiben Sie, was der Leser sieht, wenn alles geklappt hat.',
        ),
      ],
      [
        'Nächste Schritte',
        say(
          tone,
          'Verlinke Artikel, die auf diesem aufbauen.',
          'Verlinken Sie Artikel, die auf diesem aufbauen.',
        ),
      ],
    ]),
  troubleshooting: (tone) =>
    sections([
      [
        'Problem',
        say(
          tone,
          'Beschreibe, was schiefgeht, in den Worten der Leser und mit der genauen Fehlermeldung.',
          'Beschreiben Sie, was schiefgeht, in den Worten der Leser und mit der genauen Fehlermeldung.',
        ),
      ],
      ['Ursache', say(tone, 'Erkläre, warum es passiert.', 'Erklären Sie, warum es passiert.')],
      [
        'Lösung',
        say(
          tone,
          '1. Beschreibe, was zuerst zu versuchen ist.',
          '1. Beschreiben Sie, was zuerst zu versuchen ist.',
        ),
        say(
          tone,
          '2. Beschreibe, was zu tun ist, wenn das nicht geholfen hat.',
          '2. Beschreiben Sie, was zu tun ist, wenn das nicht geholfen hat.',
        ),
      ],
      [
        'Funktioniert es immer noch nicht?',
        say(
          tone,
          'Nenne, welche Angaben Leser an den Support schicken sollen.',
          'Nennen Sie, welche Angaben Leser an den Support schicken sollen.',
        ),
      ],
    ]),
  releaseNotes: (tone) =>
    sections([
      [
        'Version und Datum',
        say(
          tone,
          'Schreib die Versionsnummer und das Erscheinungsdatum.',
          'Schreiben Sie die Versionsnummer und das Erscheinungsdatum.',
        ),
      ],
      [
        'Neu',
        say(
          tone,
          'Liste die neuen Funktionen auf, jede in einem Satz mit ihrem Nutzen.',
          'Listen Sie die neuen Funktionen auf, jede in einem Satz mit ihrem Nutzen.',
        ),
      ],
      [
        'Verbessert',
        say(
          tone,
          'Liste auf, was besser funktioniert als vorher.',
          'Listen Sie auf, was besser funktioniert als vorher.',
        ),
      ],
      [
        'Behoben',
        say(
          tone,
          'Liste die behobenen Fehler so auf, wie Leser sie bemerkt haben.',
          'Listen Sie die behobenen Fehler so auf, wie Leser sie bemerkt haben.',
        ),
      ],
      [
        'Bekannte Probleme',
        say(
          tone,
          'Liste auf, was noch nicht funktioniert und wie man es umgeht.',
          'Listen Sie auf, was noch nicht funktioniert und wie man es umgeht.',
        ),
      ],
    ]),
};
