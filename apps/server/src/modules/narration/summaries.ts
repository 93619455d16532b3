import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { steps } from '../../db/schema/articles';
import type { AiClient } from '../../lib/ai';
import type { Storage } from '../../lib/storage';
import { eachLimited } from '../generation/eachLimited';
import { writeStepSummary } from './analyzeStep';

/** Analyses asked of the AI at once per article: more would only queue at the provider. */
const ANALYSES_AT_ONCE = 2;

/**
 * Every step of a written article that has no AI analysis yet gets one. Never fails the article:
 * a step the AI could not analyse keeps no summary (the log says so) and can be analysed later.
 */
export async function summarizeSteps(input: {
  db: Db;
  ai: AiClient;
  storage: Storage;
  vision: boolean;
  ids: { organizationId: string; versionId: string };
  language: string;
  log?: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  const { db, ids } = input;
  const rows = await db
    .select()
    .from(steps)
    .where(
      and(
        eq(steps.organizationId, ids.organizationId),
        eq(steps.articleVersionId, ids.versionId),
        isNull(steps.summary),
      ),
    )
    .orderBy(asc(steps.index));
  let failed = 0;
  await eachLimited(rows, ANALYSES_AT_ONCE, async (step) => {
    try {
      await writeStepSummary({ ...input, step });
    } catch {
      failed++;
    }
  });
  if (failed > 0) input.log?.warn({ versionId: ids.versionId, failed }, 'AI step analyses left out');
}
