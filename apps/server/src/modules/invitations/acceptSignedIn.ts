import type { Organization } from '@support/shared';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { getOrganization } from '../organizations/queries';
import { acceptInvitation } from './accept';

/** `POST /organization/invitations/accept`: a signed-in user with the invited address joins; it becomes active. */
export async function acceptInvitationSignedIn(input: {
  db: Db;
  actor: Actor;
  token: string;
  now: Date;
}): Promise<Organization> {
  const { organizationId } = await input.db.transaction((tx) =>
    acceptInvitation({
      db: tx,
      userId: input.actor.userId,
      email: input.actor.email,
      token: input.token,
      now: input.now,
    }),
  );
  return getOrganization({ db: input.db, actor: input.actor, organizationId });
}
