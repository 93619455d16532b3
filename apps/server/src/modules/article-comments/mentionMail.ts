import type { UiLanguage } from '@support/shared';
import { renderMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/mailer';

type MailInput = { author: string; article: string; excerpt: string };

const texts = {
  en: {
    subject: (i: MailInput) => `${i.author} mentioned you in a comment on “${i.article}”`,
    heading: (i: MailInput) => `${i.author} mentioned you`,
    lead: (i: MailInput) => `${i.author} mentioned you in a comment on the article “${i.article}”:`,
    action: 'Open the comment',
    footer: 'Comments are internal to your organization; readers of your help center never see them.',
  },
  de: {
    subject: (i: MailInput) => `${i.author} hat Sie in einem Kommentar zu „${i.article}“ erwähnt`,
    heading: (i: MailInput) => `${i.author} hat Sie erwähnt`,
    lead: (i: MailInput) => `${i.author} hat Sie in einem Kommentar zum Artikel „${i.article}“ erwähnt:`,
    action: 'Kommentar öffnen',
    footer: 'Kommentare sind intern für Ihre Organisation; Leser Ihres Hilfecenters sehen sie nie.',
  },
} satisfies Record<UiLanguage, unknown>;

/** Names and titles come from users; keep them on one line so they cannot break the subject header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const EXCERPT_LENGTH = 300;

/** The mail to a person mentioned in a comment, in that person's language. */
export function mentionMail(input: {
  to: string;
  author: string;
  article: string;
  body: string;
  link: string;
  language: UiLanguage;
}): MailMessage {
  const t = texts[input.language];
  const body = oneLine(input.body);
  const names = {
    author: oneLine(input.author),
    article: oneLine(input.article),
    excerpt: body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH)}…` : body,
  };
  const mail = renderMail({
    heading: t.heading(names),
    paragraphs: [t.lead(names), names.excerpt],
    action: { label: t.action, url: input.link },
    footer: t.footer,
  });
  return { to: input.to, subject: t.subject(names), link: input.link, ...mail };
}
