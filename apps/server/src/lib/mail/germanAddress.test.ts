import { informalGermanWords } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from '../../modules/auth/mails';
import { invitationMail } from '../../modules/invitations/mails';
import { pageTexts } from '../../modules/public-pages/texts';

/**
 * The server's own German texts (mails, the public pages' chrome) say "Sie", as the web interface does.
 * Generated articles follow the organization's Du/Sie choice and are not checked here.
 */
describe('German server texts', () => {
  it('address the reader formally in mails', () => {
    const reset = passwordResetMail({ to: 'a@example.com', link: 'https://x/reset', language: 'de' });
    const invitations = (['ADMIN', 'MEMBER'] as const).map((role) =>
      invitationMail({
        to: 'a@example.com',
        link: 'https://x/invite',
        language: 'de',
        inviter: 'Erika',
        organization: 'Acme',
        role,
      }),
    );
    for (const mail of [reset, ...invitations]) {
      expect(informalGermanWords(`${mail.subject}\n${mail.text}`)).toEqual([]);
    }
  });

  it('address the reader formally on public pages', () => {
    const { updated, ...rest } = pageTexts('de');
    expect(informalGermanWords([updated('1. Mai 2025'), ...Object.values(rest)].join('\n'))).toEqual([]);
  });
});
