import type { Organization, SupportedLanguage } from '@support/shared';
import { normalizeWebsiteUrl } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeRecorder } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { adminOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db, Queryable } from '../../db/client';
import { organizations } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest, forbidden } from '../../lib/errors';
import type { PlanCatalogue } from '../billing';
import { queueWithholdTypedValues } from '../recordings/withholdTypedValues';
import { applyLanguageChanges, assertCanTranslate } from '../translations/languageChanges';
import { assertTranslationLanguagesAllowed } from '../translations/languageLimit';
import type { TranslationProvider } from '../translations/providers';
import { canUpdateOrganization, SETTINGS_ADMIN_ONLY } from './policy';
import { getOrganization } from './queries';

export type SettingsChanges = {
  name?: string;
  websiteUrl?: string | null;
  sourceLanguage?: SupportedLanguage;
  formality?: 'FORMAL' | 'INFORMAL';
  addressingStyle?: 'PERSONAL' | 'IMPERSONAL';
  translationLanguages?: SupportedLanguage[];
  redactionTerms?: string[];
  hideTypedEmails?: boolean;
  zoomToAction?: boolean;
  timeZone?: string;
  aiAnswersPerDay?: number;
};

export const SOURCE_AS_TRANSLATION_MESSAGE = 'The source language cannot also be a translation language';

/** Reads the language settings under a row lock, so two admins' changes apply one after the other. */
export async function lockLanguages(db: Queryable, organizationId: string) {
  const [row] = await db
    .select({
      sourceLanguage: organizations.sourceLanguage,
      translationLanguages: organizations.translationLanguages,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!row) throw forbidden(SETTINGS_ADMIN_ONLY, 'ADMIN_ONLY');
  return row;
}

/** `PUT /organization/settings`: any subset of the settings, ADMIN only. */
export async function updateOrganizationSettings(input: {
  db: Db;
  /** Records the `organization` change event (`changes` are the settings). */
  events: ChangeRecorder;
  jobs: JobQueue;
  translator: TranslationProvider | null;
  plans: PlanCatalogue;
  actor: Actor;
  now: Date;
  changes: SettingsChanges;
}): Promise<Organization> {
  const organizationId = authorizedOrganizationOf(input.actor, canUpdateOrganization, SETTINGS_ADMIN_ONLY);
  const { changes } = input;
  if (changes.translationLanguages?.length) {
    // Languages it would gain must be known to the translation service, if any (asked outside the lock).
    const [before] = await input.db
      .select({ sourceLanguage: organizations.sourceLanguage, languages: organizations.translationLanguages })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const source = (changes.sourceLanguage ?? before?.sourceLanguage ?? 'en') as SupportedLanguage;
    await assertCanTranslate({
      translator: input.translator,
      source,
      added: changes.translationLanguages.filter(
        (language) => language !== source && !before?.languages.includes(language),
      ),
    });
  }
  await input.events.transaction(input.db, async (tx, record) => {
    const current = await lockLanguages(tx, organizationId);
    const sourceLanguage = changes.sourceLanguage ?? current.sourceLanguage;
    let translationLanguages = changes.translationLanguages
      ? [...new Set(changes.translationLanguages)]
      : current.translationLanguages;
    if (changes.translationLanguages?.includes(sourceLanguage as SupportedLanguage)) {
      throw badRequest(SOURCE_AS_TRANSLATION_MESSAGE, 'SOURCE_LANGUAGE');
    }
    // A new source language is no longer something to translate into.
    translationLanguages = translationLanguages.filter((language) => language !== sourceLanguage);
    const added = translationLanguages.filter((language) => !current.translationLanguages.includes(language));
    if (added.length > 0) {
      await assertTranslationLanguagesAllowed({
        db: tx,
        plans: input.plans,
        organizationId,
        count: translationLanguages.length,
        now: input.now,
      });
    }
    const updated = await tx
      .update(organizations)
      .set({
        ...pick(changes, [
          'name',
          'formality',
          'addressingStyle',
          'redactionTerms',
          'hideTypedEmails',
          'zoomToAction',
          'timeZone',
          'aiAnswersPerDay',
        ]),
        ...(changes.websiteUrl !== undefined ? { websiteUrl: normalizeWebsiteUrl(changes.websiteUrl) } : {}),
        // Saved once, even as UTC, the zone is the team's choice: the app stops suggesting another.
        ...(changes.timeZone !== undefined ? { timeZoneChosen: true } : {}),
        sourceLanguage,
        translationLanguages,
        updatedAt: input.now,
      })
      .where(and(eq(organizations.id, organizationId), adminOf(organizations.id, input.actor.userId)))
      .returning({ id: organizations.id });
    if (updated.length === 0) throw forbidden(SETTINGS_ADMIN_ONLY, 'ADMIN_ONLY');
    const removed = current.translationLanguages.filter(
      (language) => !translationLanguages.includes(language),
    );
    await applyLanguageChanges(tx, input.jobs, {
      organizationId,
      added: added as SupportedLanguage[],
      removed: removed as SupportedLanguage[],
      now: input.now,
      canTranslate: input.translator !== null,
    });
    // Typed values already recorded are judged by the new rules, as new recordings are.
    if (changes.redactionTerms !== undefined || changes.hideTypedEmails !== undefined)
      await queueWithholdTypedValues(input.jobs, tx, organizationId);
    // The time zone of new views' days, the name and languages public pages show.
    await record({ topic: 'organization', organizationId });
  });
  return getOrganization({ db: input.db, actor: input.actor, organizationId });
}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Partial<Pick<T, K>> {
  const result: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) result[key] = value[key];
  return result;
}
