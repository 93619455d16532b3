import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { searchWords } from '../../db/schema';

/**
 * Two people saving at once whose articles share words (issue 46): the vocabulary's counts are
 * kept by a trigger that locks every word a change counts in one sorted pass, so the saves wait
 * for each other and both succeed, never a deadlock answered 503.
 */
describe('saves that share words, at the same time', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
  });
  afterAll(() => t?.close());

  it('all succeed, with each word counted as often as articles hold it', async () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    const ids = await Promise.all(
      [0, 1].map((n) => createArticle(t.app, admin.token, { title: `Words ${n}`, content: 'kilo lima' })),
    );
    for (let round = 0; round < 8; round++) {
      // One article gets the words forwards while the other loses them backwards, and then the reverse.
      const forwards = words.slice(0, 4 + (round % 4)).join(' ');
      const backwards = [...words]
        .reverse()
        .slice(0, 4 + ((round + 2) % 4))
        .join(' ');
      const answers = await Promise.all(
        ids.map((id, n) =>
          t.app.inject({
            method: 'PUT',
            url: `/v1/help-articles/${id}`,
            headers: bearer(admin.token),
            payload: { content: `${n === round % 2 ? forwards : backwards} kilo lima` },
          }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    }
    const rows = await t.app.ctx.db
      .select({ documents: searchWords.documents })
      .from(searchWords)
      .where(inArray(searchWords.word, ['kilo', 'lima']));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.documents).toBeGreaterThanOrEqual(2);
  });
});
