import { ZArticleList } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * The article list's text query also finds articles by the words of their text, through the help
 * center search's terms (stems, a word's beginning, typos), drafts included; never another
 * organization's.
 */
describe('the article list searches the articles’ text', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  let other: RegisteredUser;

  const search = async (user: RegisteredUser, query: string) =>
    ZArticleList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/help-articles?limit=50&q=${encodeURIComponent(query)}`,
          headers: bearer(user.token),
        })
      ).json(),
    ).articles.map((article) => article.title);

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerTrialAdmin(t.app);
    other = await registerTrialAdmin(t.app);
    await createArticle(t.app, owner.token, {
      title: 'Draft: boarding',
      content: 'Scan the passenger manifest before the gate closes.',
    });
    await createArticle(t.app, owner.token, { title: 'Lounges', content: 'Lounges open at six.' });
    await createArticle(t.app, other.token, {
      title: 'Cargo',
      content: 'Check the cargo manifest twice.',
    });
  });
  afterAll(() => t.close());

  it('finds a draft by words of its text, their stems, a beginning and a typo', async () => {
    expect(await search(owner, 'passenger manifest')).toEqual(['Draft: boarding']);
    expect(await search(owner, 'scanning')).toEqual(['Draft: boarding']);
    expect(await search(owner, 'manif')).toEqual(['Draft: boarding']);
    expect(await search(owner, 'pasenger')).toEqual(['Draft: boarding']);
    // Every word counts: one the text lacks, and the article is not listed.
    expect(await search(owner, 'passenger lounge')).toEqual([]);
    // Titles still match as before.
    expect(await search(owner, 'loung')).toEqual(['Lounges']);
  });

  it('never finds another organization’s articles by their text', async () => {
    expect(await search(owner, 'cargo')).toEqual([]);
    expect(await search(owner, 'manifest')).toEqual(['Draft: boarding']);
    expect(await search(other, 'manifest')).toEqual(['Cargo']);
    expect(await search(other, 'passenger')).toEqual([]);
  });
});
