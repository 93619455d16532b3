import type { UiLanguage } from '@support/shared';
import { renderMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/mailer';

const resetTexts = {
  en: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your Support as a Service account.',
      'The link is valid for one hour and can be used once.',
    ],
    action: 'Set a new password',
    footer: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    heading: 'Passwort zurücksetzen',
    paragraphs: [
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Support-as-a-Service-Kontos zurückzusetzen.',
      'Der Link ist eine Stunde lang gültig und kann einmal verwendet werden.',
    ],
    action: 'Neues Passwort festlegen',
    footer:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
} satisfies Record<UiLanguage, unknown>;

export function passwordResetMail(input: { to: string; link: string; language: UiLanguage }): MailMessage {
  const t = resetTexts[input.language];
  const body = renderMail({
    heading: t.heading,
    paragraphs: t.paragraphs,
    action: { label: t.action, url: input.link },
    footer: t.footer,
  });
  return { to: input.to, subject: t.subject, link: input.link, ...body };
}
