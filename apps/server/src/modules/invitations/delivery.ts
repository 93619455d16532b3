import type { OrganizationRole, UiLanguage } from '@support/shared';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { invitationMail } from './mails';

/** What sending an invitation mail needs from the request: language, public address, mailer, log. */
export type Delivery = {
  mailer: Mailer;
  baseUrl: string;
  language: UiLanguage;
  log: { error(details: object, message: string): void };
};

export function invitationLink(baseUrl: string, token: string, language: UiLanguage): string {
  const query = new URLSearchParams({ inviteToken: token, l: language });
  return `${baseUrl}/invitation?${query}`;
}

/**
 * Sent after the invitation is committed, so no transaction waits on SMTP. When delivery fails the
 * invitation stays (the admin sees it in the list and can resend) and the caller gets a 502 saying so.
 */
export async function sendInvitationMail(
  delivery: Delivery,
  input: { to: string; token: string; inviter: string; organization: string; role: OrganizationRole },
): Promise<void> {
  const link = invitationLink(delivery.baseUrl, input.token, delivery.language);
  try {
    await delivery.mailer.send(invitationMail({ ...input, link, language: delivery.language }));
  } catch (error) {
    delivery.log.error({ err: error, to: input.to }, 'invitation mail could not be sent');
    throw new AppError(
      'MAIL_DELIVERY_FAILED',
      'The invitation was saved, but the e-mail could not be sent. Please try Resend.',
    );
  }
}

export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
