import type { UiLanguage } from '@support/shared';
import { renderMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/mailer';

type MailInput = { reviewer: string; article: string };
export type ReviewOutcome = 'APPROVED' | 'CHANGES_REQUESTED';

const texts = {
  en: {
    APPROVED: {
      subject: (i: MailInput) => `“${i.article}” was approved and published`,
      lead: (i: MailInput) => `${i.reviewer} approved your article “${i.article}”; readers see it now.`,
    },
    CHANGES_REQUESTED: {
      subject: (i: MailInput) => `Changes requested for “${i.article}”`,
      lead: (i: MailInput) => `${i.reviewer} asked for changes to your article “${i.article}”:`,
    },
    action: 'Open the article',
    footer: 'You requested a review of this article in your organization.',
  },
  de: {
    APPROVED: {
      subject: (i: MailInput) => `„${i.article}“ wurde freigegeben und veröffentlicht`,
      lead: (i: MailInput) =>
        `${i.reviewer} hat Ihren Artikel „${i.article}“ freigegeben; Leser sehen ihn jetzt.`,
    },
    CHANGES_REQUESTED: {
      subject: (i: MailInput) => `Änderungen erbeten für „${i.article}“`,
      lead: (i: MailInput) => `${i.reviewer} bittet um Änderungen an Ihrem Artikel „${i.article}“:`,
    },
    action: 'Artikel öffnen',
    footer: 'Sie haben in Ihrer Organisation eine Prüfung dieses Artikels angefordert.',
  },
} satisfies Record<UiLanguage, unknown>;

/** Names and titles come from users; keep them on one line so they cannot break the subject header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The mail to the author of a review request about its answer, in the author's language. */
export function reviewMail(input: {
  to: string;
  reviewer: string;
  article: string;
  outcome: ReviewOutcome;
  remark: string | null;
  link: string;
  language: UiLanguage;
}): MailMessage {
  const t = texts[input.language];
  const names = { reviewer: oneLine(input.reviewer), article: oneLine(input.article) };
  const mail = renderMail({
    heading: t[input.outcome].subject(names),
    paragraphs: [t[input.outcome].lead(names), ...(input.remark ? [input.remark] : [])],
    action: { label: t.action, url: input.link },
    footer: t.footer,
  });
  return { to: input.to, subject: t[input.outcome].subject(names), link: input.link, ...mail };
}
