import { badRequest, notFound } from '../../lib/errors';

export const GROUP_NAME_TAKEN = 'A group with this name already exists';
export const GROUP_INTO_DESCENDANT = 'Cannot move a group into its own descendant';
export const ARTICLE_NOT_PUBLISHED =
  'Only published articles can be added to a help center. Publish the article first.';

export const groupNotFound = () => notFound('Group not found', 'GROUP_NOT_FOUND');
export const groupNameTaken = () => badRequest(GROUP_NAME_TAKEN, 'GROUP_NAME_TAKEN');
export const intoDescendant = () => badRequest(GROUP_INTO_DESCENDANT, 'GROUP_INTO_DESCENDANT');
export const articleNotPublished = () => badRequest(ARTICLE_NOT_PUBLISHED, 'ARTICLE_NOT_PUBLISHED');
