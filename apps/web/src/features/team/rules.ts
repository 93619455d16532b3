import type { Invitation, Organization, OrganizationRole } from '@support/shared';

/** The caller's role in an organization, or null when they are not a member. */
export function roleOf(
  organization: Pick<Organization, 'UserOrganizations'> | undefined,
  userId: string | undefined,
): OrganizationRole | null {
  if (!organization || !userId) return null;
  return organization.UserOrganizations.find((member) => member.user.id === userId)?.role ?? null;
}

/** Spec 01 §6: only an admin changes roles or removes members, and never their own membership. */
export function canManageMember(
  actor: { userId: string; role: OrganizationRole | null },
  targetUserId: string,
) {
  return actor.role === 'ADMIN' && actor.userId !== targetUserId;
}

/**
 * Spec 01 §2: Add Member only for company organizations and admins. The plan's team-members
 * feature is the third condition; the plans work passes it in (until then it is granted).
 */
export function canAddMembers(input: {
  organizationType: Organization['type'];
  role: OrganizationRole | null;
  hasTeamMembersFeature?: boolean;
}): boolean {
  return (
    input.organizationType === 'COMPANY' && input.role === 'ADMIN' && (input.hasTeamMembersFeature ?? true)
  );
}

type ListedStatus = 'PENDING' | 'EXPIRED';

/** Spec 01 §2: the team page lists only open (PENDING) and EXPIRED invitations, newest first. */
export function listedInvitations<T extends Pick<Invitation, 'status' | 'createdAt'>>(
  invitations: readonly T[],
): Array<T & { status: ListedStatus }> {
  return invitations
    .filter((invitation): invitation is T & { status: ListedStatus } =>
      ['PENDING', 'EXPIRED'].includes(invitation.status),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export type InvitationAction = 'resend' | 'revoke' | 'remove';

/** PENDING can be resent or revoked; an EXPIRED one can only be removed from the list. */
export function invitationActions(status: ListedStatus): InvitationAction[] {
  return status === 'PENDING' ? ['resend', 'revoke'] : ['remove'];
}

/** Shown name of a member: first and last name, or the e-mail when both are empty. */
export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
