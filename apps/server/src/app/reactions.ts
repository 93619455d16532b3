import type { AppContext } from '../context';
import { auditApiKeyWrites } from '../modules/api-keys/audit';
import { refreshGifsOnStepChanges } from '../modules/gif/followSteps';
import { indexOnTextChanges } from '../modules/help-center-site/searchIndex';
import { translateOnTextChanges } from '../modules/translations/follow';

/**
 * Work that follows a change inside its transaction (ChangeBus.react), registered in every process
 * that records changes: the server and the `worker` (whose jobs finish generations). Returns the
 * function that removes them.
 */
export function registerChangeReactions(
  ctx: Pick<AppContext, 'changes' | 'jobs' | 'clock' | 'translator'>,
): () => void {
  const stops = [
    refreshGifsOnStepChanges(ctx.changes, ctx.jobs),
    translateOnTextChanges(ctx.changes, ctx.jobs, () => ctx.clock.now(), ctx.translator !== null),
    indexOnTextChanges(ctx.changes),
    auditApiKeyWrites(ctx.changes, ctx.clock),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
