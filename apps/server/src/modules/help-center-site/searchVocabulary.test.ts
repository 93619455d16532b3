import type { HelpCenter } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { searchWords } from '../../db/schema';
import { type Found, lookUpInDatabase } from './searchLookups';
import { lookUpInMemory } from './searchVocabulary';

/**
 * The help center's vocabulary (search_words) as the search corrects and expands words with it:
 * it follows every change in the change's transaction (a deleted article's words go), servers keep
 * it in memory and read it again when it moved, and a title that begins with what was typed ranks
 * first.
 */
describe('the search vocabulary', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;
  let groupId: string;

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const titles = async (q: string) => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/docs/${center.slug}/search?q=${encodeURIComponent(q)}`,
    });
    return [...page.body.matchAll(/<li><a href="[^"]+\/articles\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
  };
  const publish = async (title: string, content: string) => {
    const id = await createArticle(t.app, admin.token, { title, content });
    await call('POST', `/help-articles/${id}/publish`);
    await call('POST', `/public-groups/groups/${groupId}/articles/${id}`);
    return id;
  };
  const count = async (word: string) => {
    const [row] = await t.app.ctx.db
      .select({ documents: searchWords.documents })
      .from(searchWords)
      .where(and(eq(searchWords.organizationId, admin.organizationId), eq(searchWords.word, word)));
    return row?.documents ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Vocabulary Help' })).json();
    await call('PUT', `/help-centers/${center.id}/settings`, { language: 'en-US' });
    await call('POST', `/help-centers/${center.id}/publish`);
    groupId = (await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'All' })).json()
      .id;
  });
  afterAll(() => t.close());

  it('counts a word one document less when an article is deleted or its text no longer has it', async () => {
    const first = await publish('Zeppelin mooring', 'Moor the zeppelin at the mast.');
    const second = await publish('Zeppelin hangar', 'The hangar keeps the zeppelin dry.');
    expect(await count('zeppelin')).toBe(2);
    expect(await count('mast')).toBe(1);
    await call('PUT', `/help-articles/${first}`, { content: 'Tie it to the tower.' });
    expect(await count('mast')).toBe(0);
    expect(await count('tower')).toBe(1);
    expect(await count('zeppelin')).toBe(2); // still in both titles
    expect((await call('DELETE', `/help-articles/${second}`)).statusCode).toBe(200);
    expect(await count('zeppelin')).toBe(1);
    expect(await count('hangar')).toBe(0);
    // Gone from the vocabulary, a deleted article's word is no correction for a typo any more.
    expect(await titles('hangarr')).toEqual([]);
  });

  it('corrects a typo to a word published after the vocabulary was read into memory', async () => {
    await publish('Barometer readings', 'Read the barometer every hour.');
    expect(await titles('baromter')).toEqual(['Barometer readings']);
    // The vocabulary is kept now; a new article's word must still be found when misspelt.
    await publish('Anemometer care', 'Clean the anemometer cups.');
    expect(await titles('anemometr')).toEqual(['Anemometer care']);
  });

  it('ranks a title that begins with what was typed first, stop words included', async () => {
    await publish('Kernel headers', 'Headers of the kernel for building modules.');
    await publish('Kernel parameters', 'Parameters given to the kernel at boot.');
    await publish('The kernel message', 'Messages the kernel writes while booting.');
    expect((await titles('the ker'))[0]).toBe('The kernel message');
    expect((await titles('kernel par'))[0]).toBe('Kernel parameters');
  });

  it('looks words up in memory as the database would: the same words, stems, counts and order', async () => {
    const scope = { organizationId: admin.organizationId, language: 'en', everyLanguage: true };
    // Per word of the query and kind, in their order (the search reads them so).
    const rows = (found: Found[]) =>
      [...found]
        .sort((a, b) => a.i - b.i || a.kind.localeCompare(b.kind))
        .map((row) => `${row.i} ${row.kind} ${row.word} ${row.language} ${row.documents} ${row.stems}`);
    for (const keys of [['baromter'], ['kernel', 'par'], ['zepelin', 'tow'], ['anemometr'], ['the', 'ke']]) {
      const memory = await lookUpInMemory(t.app.ctx.db, scope, keys);
      const database = await lookUpInDatabase(t.app.ctx.db, scope, keys);
      expect(memory, keys.join(' ')).not.toBeNull();
      expect(rows(memory!), keys.join(' ')).toEqual(rows(database));
    }
  });
});
