import type { Organization, SupportedLanguage } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { ChangeRecorder } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { adminOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { PlanCatalogue } from '../billing';
import { getOrganization } from '../organizations/queries';
import { lockLanguages, SOURCE_AS_TRANSLATION_MESSAGE } from '../organizations/settings';
import { applyLanguageChanges, assertCanTranslate } from './languageChanges';
import { assertTranslationLanguagesAllowed } from './languageLimit';
import { canManageTranslationLanguages, TRANSLATION_LANGUAGES_ADMIN_ONLY } from './policy';
import type { TranslationProvider } from './providers';

const ADMIN_ONLY = TRANSLATION_LANGUAGES_ADMIN_ONLY;

/** `POST …/translation-languages/add`: not the source language, not twice, within the plan's limit. */
export async function addTranslationLanguage(input: {
  db: Db;
  /** Records the `organization` change: public pages offer the organization's languages. */
  events: ChangeRecorder;
  jobs: JobQueue;
  translator: TranslationProvider | null;
  plans: PlanCatalogue;
  actor: Actor;
  now: Date;
  language: SupportedLanguage;
  log?: { warn(obj: unknown, msg: string): void };
}): Promise<Organization> {
  const organizationId = authorizedOrganizationOf(input.actor, canManageTranslationLanguages, ADMIN_ONLY);
  const [organization] = await input.db
    .select({ sourceLanguage: organizations.sourceLanguage })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  await assertCanTranslate({
    translator: input.translator,
    source: (organization?.sourceLanguage ?? 'en') as SupportedLanguage,
    added: organization?.sourceLanguage === input.language ? [] : [input.language],
    log: input.log,
  });
  await input.events.transaction(input.db, async (tx, record) => {
    const current = await lockLanguages(tx, organizationId);
    if (current.sourceLanguage === input.language)
      throw badRequest(SOURCE_AS_TRANSLATION_MESSAGE, 'SOURCE_LANGUAGE');
    if (current.translationLanguages.includes(input.language)) {
      throw conflict('This language is already a translation language', 'LANGUAGE_EXISTS');
    }
    await assertTranslationLanguagesAllowed({
      db: tx,
      plans: input.plans,
      organizationId,
      count: current.translationLanguages.length + 1,
      now: input.now,
    });
    const updated = await tx
      .update(organizations)
      .set({
        translationLanguages: sql`array_append(${organizations.translationLanguages}, ${input.language})`,
        updatedAt: input.now,
      })
      .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)))
      .returning({ id: organizations.id });
    if (updated.length === 0) throw forbidden(ADMIN_ONLY, 'ADMIN_ONLY');
    await applyLanguageChanges(tx, input.jobs, {
      organizationId,
      added: [input.language],
      removed: [],
      now: input.now,
      canTranslate: input.translator !== null,
    });
    await record({ topic: 'organization', organizationId });
  });
  return getOrganization({ db: input.db, actor: input.actor, organizationId });
}

/** `DELETE …/translation-languages/remove` with the language in the body. */
export async function removeTranslationLanguage(input: {
  db: Db;
  /** Records the `organization` change: public pages offer the organization's languages. */
  events: ChangeRecorder;
  jobs: JobQueue;
  translator: TranslationProvider | null;
  actor: Actor;
  now: Date;
  language: SupportedLanguage;
}): Promise<Organization> {
  const organizationId = authorizedOrganizationOf(input.actor, canManageTranslationLanguages, ADMIN_ONLY);
  await input.events.transaction(input.db, async (tx, record) => {
    const current = await lockLanguages(tx, organizationId);
    if (!current.translationLanguages.includes(input.language)) {
      throw notFound('This language is not a translation language', 'LANGUAGE_NOT_FOUND');
    }
    const updated = await tx
      .update(organizations)
      .set({
        translationLanguages: sql`array_remove(${organizations.translationLanguages}, ${input.language})`,
        updatedAt: input.now,
      })
      .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)))
      .returning({ id: organizations.id });
    if (updated.length === 0) throw forbidden(ADMIN_ONLY, 'ADMIN_ONLY');
    await applyLanguageChanges(tx, input.jobs, {
      organizationId,
      added: [],
      removed: [input.language],
      now: input.now,
      canTranslate: input.translator !== null,
    });
    await record({ topic: 'organization', organizationId });
  });
  return getOrganization({ db: input.db, actor: input.actor, organizationId });
}
