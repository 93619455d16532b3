import type { UiLanguage } from '@support/shared';
import { renderMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/mailer';

const texts = {
  en: {
    subject: 'A webhook was disabled after a day of failed deliveries',
    heading: 'Webhook disabled',
    lead: (url: string) =>
      `For a day, every delivery to ${url} failed, so it has been disabled and receives no events.`,
    next: 'Check the delivery log in Settings → Webhooks, fix the receiver, then enable the webhook again.',
    action: 'Open webhooks',
    footer: 'You receive this mail as an admin of the organization.',
  },
  de: {
    subject: 'Ein Webhook wurde nach einem Tag fehlgeschlagener Zustellungen deaktiviert',
    heading: 'Webhook deaktiviert',
    lead: (url: string) =>
      `Einen Tag lang ist jede Zustellung an ${url} fehlgeschlagen; der Webhook wurde deaktiviert und erhält keine Ereignisse mehr.`,
    next: 'Prüfen Sie das Zustellprotokoll unter Einstellungen → Webhooks, beheben Sie den Empfänger und aktivieren Sie den Webhook wieder.',
    action: 'Webhooks öffnen',
    footer: 'Sie erhalten diese Mail als Admin der Organisation.',
  },
} satisfies Record<UiLanguage, unknown>;

/** The mail to each admin when the product disabled one of the organization's webhooks. */
export function webhookDisabledMail(input: {
  to: string;
  url: string;
  link: string;
  language: UiLanguage;
}): MailMessage {
  const t = texts[input.language];
  const mail = renderMail({
    heading: t.heading,
    paragraphs: [t.lead(input.url), t.next],
    action: { label: t.action, url: input.link },
    footer: t.footer,
  });
  return { to: input.to, subject: t.subject, link: input.link, ...mail };
}
