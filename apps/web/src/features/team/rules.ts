import type { Invitation, Organization, OrganizationRole } from '@support/shared';

/** The caller's role in an organization, to show it (what the role allows is the server's: `can…`). */
export function roleOf(
  organization:
    | { UserOrganizations: readonly { role: OrganizationRole; user: { id: string } }[] }
    | undefined,
  userId: string | undefined,
): OrganizationRole | null {
  if (!organization || !userId) return null;
  return organization.UserOrganizations.find((member) => member.user.id === userId)?.role ?? null;
}

/**
 * Spec 01 §2: Add Member for whom the server lets invite (`organization.canInvite`: admins of a
 * company organization) while the plan has the team-members feature (granted until it answers).
 */
export function canAddMembers(input: {
  organization: Pick<Organization, 'canInvite'>;
  hasTeamMembersFeature?: boolean;
}): boolean {
  return input.organization.canInvite && (input.hasTeamMembersFeature ?? true);
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
