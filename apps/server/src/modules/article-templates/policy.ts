import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { hasLevel } from '../../core/policy';
import { articleTemplates } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Who may use an organization's own templates (issue 48 item 4): admins and members, as they write
 * its articles. The organization is part of every query, so another organization's template
 * matches no row and is not found.
 */
export const TEMPLATES_MEMBERS_ONLY = 'Only members of the organization can change its templates';

export const canUseTemplates = (actor: Actor): boolean => hasLevel(actor, 'write');

/** SQL: the template `id` of the organization. */
export const templateOf = (organizationId: string, id: string): SQL =>
  and(eq(articleTemplates.organizationId, organizationId), eq(articleTemplates.id, id))!;

export const templateNotFound = () => notFound('Template not found', 'ARTICLE_TEMPLATE_NOT_FOUND');
