import type { DesktopPlatform } from '@support/shared';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import type { TokenService } from '../../lib/jwt';
import { endSession, startSession } from '../auth/sessions';
import { sessionLabel } from './codes';

/**
 * The recorder's e-mail and password fallback: the browser session its sign-in made becomes a
 * recorder session (bound to the active organization, limited to the recorder's calls), and the
 * browser session ends in the same transaction, so no full session is left on the device.
 */
export async function recorderFromSession(input: {
  db: Db;
  tokens: TokenService;
  now: Date;
  actor: Actor;
  platform: DesktopPlatform;
  device?: string;
}) {
  const { actor } = input;
  const organizationId = activeOrganizationOf(actor);
  return input.db.transaction(async (tx) => {
    const session = await startSession({
      db: tx,
      tokens: input.tokens,
      now: input.now,
      userId: actor.userId,
      tokenVersion: actor.tokenVersion,
      recorder: {
        organizationId,
        platform: input.platform,
        label: sessionLabel(input.platform),
        device: input.device || null,
      },
    });
    await endSession({ db: tx, actor, now: input.now });
    return {
      token: session.token,
      organizationId,
      organizationName: actor.organizationName ?? '',
      user: { email: actor.email, name: `${actor.firstName} ${actor.lastName}`.trim() },
    };
  });
}
