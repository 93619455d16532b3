import type { HelpCenterPreview } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import { previewToken } from '../help-center-site/preview';
import { loadHelpCenter } from './read';

/**
 * `POST /help-centers/{id}/preview`: a preview link for any member of the organization (every
 * member writes its content; the help center must be theirs, or it is not found). The token in
 * it is signed for this help center and its organization and lasts minutes; the public site
 * exchanges it for a cookie of this help center's path (help-center-site/http/previewRoute.ts).
 */
export async function previewHelpCenter(input: {
  ctx: AppContext;
  request: FastifyRequest;
  actor: Actor;
  id: string;
}): Promise<HelpCenterPreview> {
  // Found only in the caller's active organization: the token is signed for that one.
  const organizationId = activeOrganizationOf(input.actor);
  const center = await loadHelpCenter(input);
  const token = previewToken(
    input.ctx.config.jwtSecret,
    'link',
    { id: center.id, organizationId },
    input.ctx.clock.now(),
  );
  return { url: `${center.publicUrl}/preview?token=${encodeURIComponent(token)}` };
}
