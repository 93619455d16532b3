import type { OrganizationRole, UiLanguage } from '@support/shared';
import { renderMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/mailer';

type MailInput = { inviter: string; organization: string; role: OrganizationRole };

const texts = {
  en: {
    subject: (i: MailInput) => `${i.inviter} invited you to join ${i.organization}`,
    heading: (i: MailInput) => `Join ${i.organization} on Support as a Service`,
    paragraphs: (i: MailInput) => [
      `${i.inviter} has invited you to join ${i.organization} as ${i.role === 'ADMIN' ? 'an admin' : 'a member'}.`,
      'The invitation is valid for 7 days and can be used once.',
    ],
    action: 'Accept invitation',
    footer: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  de: {
    subject: (i: MailInput) => `${i.inviter} hat Sie zu ${i.organization} eingeladen`,
    heading: (i: MailInput) => `Treten Sie ${i.organization} bei Support as a Service bei`,
    paragraphs: (i: MailInput) => [
      `${i.inviter} hat Sie eingeladen, ${i.organization} als ${i.role === 'ADMIN' ? 'Admin' : 'Mitglied'} beizutreten.`,
      'Die Einladung ist 7 Tage lang gültig und kann einmal verwendet werden.',
    ],
    action: 'Einladung annehmen',
    footer: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
} satisfies Record<UiLanguage, unknown>;

/** Names come from users; keep them on one line so they cannot break the subject header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function invitationMail(
  input: MailInput & { to: string; link: string; language: UiLanguage },
): MailMessage {
  const t = texts[input.language];
  const names = {
    inviter: oneLine(input.inviter),
    organization: oneLine(input.organization),
    role: input.role,
  };
  const body = renderMail({
    heading: t.heading(names),
    paragraphs: t.paragraphs(names),
    action: { label: t.action, url: input.link },
    footer: t.footer,
  });
  return { to: input.to, subject: t.subject(names), link: input.link, ...body };
}
