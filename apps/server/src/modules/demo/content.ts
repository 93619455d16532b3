import type { PutHelpCenterLinksRequest } from '@support/shared';

/**
 * What the demo organization holds besides the recorded task: the help of Ledgerly, a made-up
 * billing app (the screenshots in assets/ show it), written the way a support team would.
 */
export const WRITTEN_ARTICLE = {
  title: 'Send payment reminders for overdue invoices',
  language: 'en',
  content: `Ledgerly reminds your customers of unpaid invoices for you. This guide shows how to switch reminders on and how to send one by hand.

## Switch on automatic reminders

1. Open **Settings → Reminders**.
2. Turn on **Send reminders automatically**.
3. Choose when they go out, for example *3 days after the due date* and again *after 10 days*.
4. Click **Save**.

Every overdue invoice now gets its reminders without anyone thinking of it. Customers who paid in the meantime get nothing.

## Send a reminder now

1. Open **Invoices** and filter by **Overdue**.
2. Open the invoice and click **Send reminder**.
3. Check the text, then click **Send**.

> **Tip:** A friendly first reminder works better than a stern one. Most late payments are simply forgotten.

## What your customer receives

| Reminder | When | Tone |
| --- | --- | --- |
| First | 3 days after the due date | A friendly note with the invoice attached |
| Second | 10 days after the due date | A clear request with the amount due |
| Final | 21 days after the due date | The last notice before collection |
`,
};

export const GERMAN_ARTICLE = {
  title: 'Zahlungseingänge erfassen',
  language: 'de',
  content: `Wenn ein Kunde per Überweisung bezahlt, ordnen Sie die Zahlung in Ledgerly der passenden Rechnung zu. Danach gilt die Rechnung als bezahlt und es werden keine Erinnerungen mehr verschickt.

## Zahlung einer Rechnung zuordnen

1. Öffnen Sie **Zahlungen** in der Seitenleiste.
2. Klicken Sie auf **Zahlung erfassen**.
3. Wählen Sie den Kunden und die Rechnung, zum Beispiel *INV-1041*.
4. Geben Sie den Betrag und das Datum des Zahlungseingangs ein.
5. Klicken Sie auf **Speichern**.

## Teilzahlungen

Zahlt ein Kunde nur einen Teil, erfassen Sie den erhaltenen Betrag wie oben. Die Rechnung bleibt **offen**, und Ledgerly zeigt den Restbetrag an.

> **Hinweis:** Mit der Bankanbindung unter **Einstellungen → Bankkonten** ordnet Ledgerly die meisten Zahlungen selbst zu.
`,
};

export const HELP_CENTER = {
  name: 'Ledgerly Help',
  description: 'Guides for invoicing, reminders and payments in Ledgerly.',
  groups: { invoices: 'Invoices', payments: 'Payments' },
  /** The groups' cards on the home page. */
  cards: {
    invoices: { icon: 'file', description: 'Write, send and follow up on invoices.' },
    payments: { icon: 'settings', description: 'Record what customers paid, in full or in part.' },
  },
} as const;

export const HELP_CENTER_LINKS: PutHelpCenterLinksRequest['links'] = [
  {
    title: 'System status',
    subtitle: 'Is Ledgerly up? Planned maintenance, too.',
    url: 'https://status.ledgerly.example',
    icon: 'globe',
  },
  {
    title: 'Contact support',
    subtitle: 'We answer within one working day.',
    url: 'https://ledgerly.example/support',
    icon: 'help',
  },
];
