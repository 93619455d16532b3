import { ZOrganization } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, TRANSLATION_ENV } from '../../../test/app';
import { addMember, registerCompanyAdmin, registerTrialAdmin, registerUser } from '../../../test/factories';

describe('translations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: TRANSLATION_ENV });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const active = async (token: string) =>
    ZOrganization.parse((await call('GET', '/organization/active', token)).json());

  describe('translation languages', () => {
    it('adds and removes languages, never the source language or one twice', async () => {
      const admin = await registerCompanyAdmin(t.app);
      const add = (language: string) =>
        call('POST', '/organization/settings/translation-languages/add', admin.token, { language });
      const remove = (language: string) =>
        call('DELETE', '/organization/settings/translation-languages/remove', admin.token, { language });

      const added = await add('fr');
      expect(added.statusCode).toBe(200);
      expect(added.json().settings.translationLanguages).toEqual(['fr']);
      await add('it');
      expect((await active(admin.token)).settings.translationLanguages).toEqual(['fr', 'it']);

      const twice = await add('fr');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This language is already a translation language');
      const source = await add('en');
      expect(source.statusCode).toBe(400);
      expect(source.json().message).toBe('The source language cannot also be a translation language');
      expect((await add('xx')).statusCode).toBe(400);

      const removed = await remove('fr');
      expect(removed.statusCode).toBe(200);
      expect(removed.json().settings.translationLanguages).toEqual(['it']);
      const missing = await remove('fr');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('This language is not a translation language');
    });

    it('is ADMIN only', async () => {
      const admin = await registerTrialAdmin(t.app);
      const member = await addMember(t.app, admin);
      await call('POST', '/organization/settings/translation-languages/add', admin.token, { language: 'nl' });
      const add = await call('POST', '/organization/settings/translation-languages/add', member.token, {
        language: 'fr',
      });
      const remove = await call(
        'DELETE',
        '/organization/settings/translation-languages/remove',
        member.token,
        {
          language: 'nl',
        },
      );
      expect([add.statusCode, remove.statusCode]).toEqual([403, 403]);
      expect(add.json().message).toBe('Only admins can change translation languages');
      expect((await active(admin.token)).settings.translationLanguages).toEqual(['nl']);
    });
  });

  it('lists translation jobs (none until translations exist)', async () => {
    const user = await registerUser(t.app);
    const res = await call('GET', '/organization/translation-jobs', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ translationJobs: [] });
  });
});
