import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/** ≈1 MB without a space: pasted data, a base64 image, a minified script. */
const unbroken = (seed: number) => {
  let text = '';
  for (let i = 0; text.length < 1_000_000; i++) text += ((i * 2654435761 + seed) >>> 0).toString(36);
  return text;
};

/** ≈1 MB of distinct hyphenated words ("k3x9a1-0pq7zz"). */
const hyphenated = (seed: number) => {
  const words: string[] = [];
  for (let i = 0, size = 0; size < 1_000_000; i++, size += 14) {
    const piece = (n: number) => ((n * 2654435761 + seed) >>> 0).toString(36).padStart(7, '0').slice(-6);
    words.push(`${piece(2 * i)}-${piece(2 * i + 1)}`);
  }
  return words.join(' ');
};

describe('indexing very long text', () => {
  let t: TestApp;
  let admin: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
  });
  afterAll(() => t.close());

  const matches = async (articleId: string, word: string) => {
    const { rows } = (await t.database.db.execute(sql`
      select 1 from search_documents where article_id = ${articleId}
        and words @@ plainto_tsquery(support_search_config(language), ${word})`)) as unknown as {
      rows: unknown[];
    };
    return rows.length;
  };

  it.each([
    ['one unbroken token', (seed: number) => `Lighthouse keepers read this. ${unbroken(seed)}`],
    // A hyphenated word is stored whole and as its parts: 1 MB of them passed tsvector's 1 MB limit.
    ['hyphenated words', (seed: number) => `Lighthouse keepers read this. ${hyphenated(seed)}`],
  ])('saves %s of about 1 MB (200) and the article stays searchable by its words', async (_name, content) => {
    const articleId = await createArticle(t.app, admin.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${articleId}`,
      headers: bearer(admin.token),
      payload: { content: content(articleId.length) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await matches(articleId, 'lighthouse')).toBe(1);
  });
});
