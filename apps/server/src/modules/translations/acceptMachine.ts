import type { ArticleTranslation, SupportedLanguage } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { articleTranslations, articleVersions } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { recordRevision } from '../article-revisions/record';
import { findArticle } from '../articles/queries';
import { assertEnabled } from './articleTranslations';
import { presentTranslation } from './presenter';
import { NO_MACHINE_VERSION, sourceHash } from './source';

const NO_MACHINE_TRANSLATION = 'There is no newer machine translation to accept';

/**
 * `POST /help-articles/{id}/translations/{language}/accept-machine`: an edited translation is
 * replaced by the machine translation that was made when its source changed, and is the service's
 * again (the next change of the source replaces it). 409 when there is none to accept.
 */
export async function acceptMachineTranslation(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  articleId: string;
  language: SupportedLanguage;
  now: Date;
}): Promise<ArticleTranslation> {
  const article = await findArticle(input.db, input.actor, input.articleId);
  await assertEnabled(input.db, article.organizationId, input.language);
  const [version] = article.activeVersionId
    ? await input.db
        .select({ content: articleVersions.content })
        .from(articleVersions)
        .where(eq(articleVersions.id, article.activeVersionId))
    : [];
  const current = sourceHash({ title: article.title, content: version?.content ?? '' });
  const saved = await input.changes.transaction(input.db, async (tx, record) => {
    const [row] = await tx
      .select()
      .from(articleTranslations)
      .where(
        and(
          eq(articleTranslations.organizationId, article.organizationId),
          eq(articleTranslations.articleId, article.id),
          eq(articleTranslations.language, input.language),
        ),
      )
      .for('update');
    if (!row || row.machineContent === null) throw conflict(NO_MACHINE_TRANSLATION, 'NO_MACHINE_TRANSLATION');
    const [updated] = await tx
      .update(articleTranslations)
      .set({
        title: row.machineTitle,
        content: row.machineContent,
        state: 'MACHINE',
        sourceHash: row.machineSourceHash,
        // Made of the source as it is now, it is current; made of an older one, a newer run follows.
        staleSince: row.machineSourceHash === current ? null : row.staleSince,
        ...NO_MACHINE_VERSION,
        updatedAt: input.now,
      })
      .where(eq(articleTranslations.id, row.id))
      .returning();
    await record({
      topic: 'translation',
      organizationId: article.organizationId,
      articleId: article.id,
      language: input.language,
    });
    await recordRevision(tx, {
      organizationId: article.organizationId,
      articleId: article.id,
      authorId: input.actor.userId,
      kind: 'translation',
      now: input.now,
      changed: { language: input.language },
    });
    return updated!;
  });
  return presentTranslation(saved);
}
