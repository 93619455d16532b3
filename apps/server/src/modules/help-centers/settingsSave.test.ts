import { ZHelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * The settings tab saves the name, description and settings in one request (issue 45 item 5):
 * all of it is saved in one transaction, or none of it.
 */
describe('saving a help center’s settings in one request', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    stranger = await registerTrialAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  const create = async (name: string, token = admin.token) => {
    const res = await call('POST', '/help-centers', token, { name, description: 'Before' });
    expect(res.statusCode, res.body).toBe(201);
    return ZHelpCenter.parse(res.json());
  };
  const read = async (id: string) =>
    ZHelpCenter.parse((await call('GET', `/help-centers/${id}`, admin.token)).json());

  it('saves the name, description and settings together', async () => {
    const center = await create('Together');
    const res = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      name: '  Renamed ',
      description: '  Answers  ',
      language: 'de-DE',
      backToHomepageUrl: 'example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      description: 'Answers',
      settings: { language: 'de-DE', backToHomepageUrl: 'https://example.com' },
    });
    // What is not sent stays; an empty description removes it.
    const cleared = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      description: '',
    });
    expect(cleared.json()).toMatchObject({
      name: 'Renamed',
      description: null,
      settings: { language: 'de-DE' },
    });
  });

  it('a refused part leaves every part unsaved, with a message that names the cause', async () => {
    const holder = await create('Holder');
    expect(
      (
        await call('PUT', `/help-centers/${holder.id}/settings`, admin.token, {
          customDomain: 'help.single.test',
        })
      ).statusCode,
    ).toBe(200);
    const center = await create('Unchanged');
    const taken = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      name: 'Half applied',
      description: 'Half applied',
      language: 'de-DE',
      customDomain: 'help.single.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CUSTOM_DOMAIN_TAKEN',
      message: 'This domain is already used by another help center',
    });
    const blank = await call('PUT', `/help-centers/${center.id}/settings`, admin.token, {
      name: '   ',
      language: 'de-DE',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a name');
    expect(await read(center.id)).toMatchObject({
      name: 'Unchanged',
      description: 'Before',
      settings: { language: 'en-US', customDomain: null },
    });
  });

  it('another organization’s help center is out of reach', async () => {
    const center = await create('Theirs');
    const res = await call('PUT', `/help-centers/${center.id}/settings`, stranger.token, {
      name: 'Mine now',
    });
    expect(res.statusCode).toBe(404);
    expect((await read(center.id)).name).toBe('Theirs');
  });
});
