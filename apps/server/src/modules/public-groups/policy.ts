import type { Actor } from '../../core/actor';
import { hasLevel } from '../../core/policy';
import { badRequest, notFound } from '../../lib/errors';

/**
 * Who may arrange a help center's groups and articles (README "Help centers"), in the vocabulary of
 * core/policy.ts: every member, as writers of the content (changing the help center itself is the
 * help-centers policy's, ADMINs only). The help center and its groups are found with the
 * organization in the query, so another organization's are not found.
 */
export const ARRANGE_MEMBERS_ONLY = 'Only members of the organization can arrange its help centers';

export const canArrangeHelpCenter = (actor: Actor): boolean => hasLevel(actor, 'write');

export const GROUP_NAME_TAKEN = 'A group with this name already exists';
export const GROUP_INTO_DESCENDANT = 'Cannot move a group into its own descendant';
export const ARTICLE_NOT_PUBLISHED =
  'Only published articles can be added to a help center. Publish the article first.';

export const groupNotFound = () => notFound('Group not found', 'GROUP_NOT_FOUND');
export const groupNameTaken = () => badRequest(GROUP_NAME_TAKEN, 'GROUP_NAME_TAKEN');
export const intoDescendant = () => badRequest(GROUP_INTO_DESCENDANT, 'GROUP_INTO_DESCENDANT');
export const articleNotPublished = () => badRequest(ARTICLE_NOT_PUBLISHED, 'ARTICLE_NOT_PUBLISHED');
