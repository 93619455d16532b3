import type { AdminRegenerateResult } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { articles } from '../../db/schema';
import { recordAudit } from '../admin/audit';
import { auditActorOf } from '../admin/superAdmin';
import { articleNotFound } from '../articles/policy';
import { startGeneration } from '../generation/startGeneration';

/**
 * The product's "generate again" (modules/generation) for an article of any organization: the
 * super admin acts as an ADMIN of the article's organization for this one call, so the same rules
 * hold as for its members (step recordings only, not while one runs, credits after a lack of them).
 */
export async function regenerateArticle(input: {
  ctx: Pick<AppContext, 'db' | 'changes' | 'jobs' | 'config' | 'clock'>;
  actor: Actor;
  id: string;
}): Promise<AdminRegenerateResult> {
  const { ctx, actor, id } = input;
  const [article] = await ctx.db
    .select({ organizationId: articles.organizationId, title: articles.title })
    .from(articles)
    .where(eq(articles.id, id));
  if (!article) throw articleNotFound();
  const now = ctx.clock.now();
  const onBehalf: Actor = { ...actor, organizationId: article.organizationId, role: 'ADMIN' };
  return startGeneration({
    db: ctx.db,
    changes: ctx.changes,
    jobs: ctx.jobs,
    plans: ctx.config.billing.plans,
    actor: onBehalf,
    id,
    request: { kind: 'generate' },
    now,
    alongside: (tx) =>
      recordAudit(tx, {
        actor: auditActorOf(actor),
        action: 'article.regenerate',
        target: { type: 'article', id, label: article.title },
        before: null,
        after: { generationStage: 'PROCESSING' },
        at: now,
      }),
  });
}
