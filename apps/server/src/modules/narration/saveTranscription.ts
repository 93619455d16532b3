import type { Step } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articleVersions, steps } from '../../db/schema/articles';
import type { Storage } from '../../lib/storage';
import { assertStepsEditable, findStepInArticle } from '../steps/policy';
import { presentedStep } from './presentedStep';

/**
 * `PUT /help-articles/{id}/steps/{stepId}/transcription`: a member corrects what was said during a
 * step (every member edits articles; 404 outside the organization, 409 while it is generated). The
 * text is not rewritten now: the next rewrite (`POST /generate`) uses it. A corrected narration
 * counts as transcribed (DONE), so a rewrite never sends the audio again over the correction;
 * `POST /transcribe` still does when asked.
 */
export async function saveTranscription(input: {
  db: Db;
  storage: Storage;
  actor: Actor;
  articleId: string;
  stepId: string;
  transcription: string | null;
}): Promise<Step> {
  const organizationId = activeOrganizationOf(input.actor);
  const text = input.transcription?.replace(/\s+/g, ' ').trim() || null;
  const step = await input.db.transaction(async (tx) => {
    const found = await findStepInArticle(tx, {
      organizationId,
      articleId: input.articleId,
      stepId: input.stepId,
      lock: true,
    });
    assertStepsEditable(found);
    const [saved] = await tx
      .update(steps)
      .set({ transcription: text })
      .where(and(eq(steps.id, found.step.id), eq(steps.organizationId, organizationId)))
      .returning();
    if (found.version.hasAudio) {
      await tx
        .update(articleVersions)
        .set({ transcriptionStatus: 'DONE' })
        .where(
          and(eq(articleVersions.id, found.version.id), eq(articleVersions.organizationId, organizationId)),
        );
    }
    return saved!;
  });
  return presentedStep(input.db, input.storage, step);
}
