import { ZArticleList } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { articleTranslations, organizations } from '../../db/schema';

/** The list's language badge: which translation languages each listed article can be read in. */
describe('article list: translated languages', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, other] = await Promise.all([registerTrialAdmin(t.app), registerTrialAdmin(t.app)]);
  });
  afterAll(() => t.close());

  const list = async (token: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return ZArticleList.parse(res.json()).articles;
  };
  const translate = (organizationId: string, articleId: string, language: string, content: string) =>
    t.database.db
      .insert(articleTranslations)
      .values({ organizationId, articleId, language, content, title: 'T' });
  const setLanguages = (organizationId: string, languages: string[]) =>
    t.database.db
      .update(organizations)
      .set({ translationLanguages: languages })
      .where(eq(organizations.id, organizationId));

  it('lists the enabled languages with text, in the organization’s order, and nothing else', async () => {
    const translated = await createArticle(t.app, admin.token, { title: 'Translated' });
    const untranslated = await createArticle(t.app, admin.token, { title: 'Untranslated' });
    await setLanguages(admin.organizationId, ['fr', 'de']);
    await translate(admin.organizationId, translated, 'de', '# Hallo');
    await translate(admin.organizationId, translated, 'fr', '# Bonjour');
    // Kept from a language the organization removed: hidden, as on the translations page.
    await translate(admin.organizationId, translated, 'it', '# Ciao');
    // A row without text yet is not a translation a reader could open.
    await translate(admin.organizationId, untranslated, 'de', '  ');

    const rows = await list(admin.token, '?limit=10');
    expect(rows.find((row) => row.id === translated)?.translatedLanguages).toEqual(['fr', 'de']);
    expect(rows.find((row) => row.id === untranslated)?.translatedLanguages).toEqual([]);

    await setLanguages(admin.organizationId, ['de']);
    // Another query than above: not an answer the list cache kept.
    expect((await list(admin.token)).find((row) => row.id === translated)?.translatedLanguages).toEqual([
      'de',
    ]);
  });

  it('never shows another organization’s translations', async () => {
    const mine = await createArticle(t.app, other.token, { title: 'Mine' });
    await setLanguages(other.organizationId, ['de']);
    const rows = await list(other.token);
    expect(rows.map((row) => [row.id, row.translatedLanguages])).toEqual([[mine, []]]);
  });
});
