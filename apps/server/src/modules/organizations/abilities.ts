import type { MemberAbilities, OrganizationAbilities, OrganizationType } from '@support/shared';
import type { Actor } from '../../core/actor';
import { canManageBilling } from '../billing';
import { canCreateHelpCenter } from '../help-centers/policy';
import { canInvite } from '../invitations/policy';
import { canAnalyzeSteps } from '../narration/policy';
import { canManageTranslationLanguages } from '../translations/policy';
import { canManageMembers, canRemoveMember, canUpdateMemberRole, canUpdateOrganization } from './policy';

/*
 * The caller's abilities in an organization, as the Organization response presents them (shared
 * schemas/abilities.ts): each is the owning module's policy function, so the web shows exactly the
 * controls the server will accept. `actor` is the caller as it acts in that organization (actorIn).
 */

export function organizationAbilities(
  actor: Actor,
  organization: { type: OrganizationType },
): OrganizationAbilities {
  return {
    canUpdate: canUpdateOrganization(actor),
    canInvite: canInvite(actor, organization),
    canManageMembers: canManageMembers(actor),
    canManageBilling: canManageBilling(actor),
    canCreateHelpCenter: canCreateHelpCenter(actor),
    canManageTranslationLanguages: canManageTranslationLanguages(actor),
    canAnalyzeSteps: canAnalyzeSteps(actor),
  };
}

export function memberAbilities(actor: Actor, member: { userId: string }): MemberAbilities {
  return { canUpdateRole: canUpdateMemberRole(actor, member), canRemove: canRemoveMember(actor, member) };
}
