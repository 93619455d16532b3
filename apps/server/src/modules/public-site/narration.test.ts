import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { wavFile } from '../../../test/audio';
import { buyPlan, registerTrialAdmin } from '../../../test/factories';
import { multipartBody, recordingParts } from '../../../test/recordings';
import { getPage, publish } from './testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const audio = wavFile(4500);

/** A narrated 3-step recording (steps at 0, 1.5 and 3 s), written and shared. */
async function sharedNarration(existing?: Awaited<ReturnType<typeof registerTrialAdmin>>) {
  const admin = existing ?? (await registerTrialAdmin(t.app));
  const { manifest, images } = await recordingParts({ steps: 3 });
  const { payload, headers } = multipartBody([
    {
      name: 'manifest',
      body: JSON.stringify({ ...manifest, audio: { offsetMs: 0 } }),
      contentType: 'application/json',
    },
    ...images,
    { name: 'audio', filename: 'narration.wav', body: audio },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  const { articleId } = res.json() as { articleId: string };
  await drainJobs(t);
  return { admin, articleId, sharingId: await publish(t.app, admin.token, articleId) };
}

const shareAudio = (token: string, on: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/organization/settings/audio',
    headers: bearer(token),
    payload: { shareAudio: on },
  });

describe('a narrated article on its shared page', () => {
  it('offers the narration only while the organization allows it', async () => {
    const { admin, sharingId } = await sharedNarration();
    const before = await getPage(t.app, `/shared/${sharingId}`);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('<audio');
    expect((await getPage(t.app, `/shared/${sharingId}/audio`)).statusCode).toBe(404);

    expect((await shareAudio(admin.token, true)).statusCode).toBe(200);
    const page = await getPage(t.app, `/shared/${sharingId}`);
    const src = /<audio controls preload="none" src="([^"]+)"><\/audio>/.exec(page.body)?.[1];
    expect(src).toMatch(new RegExp(`^/shared/${sharingId}/audio\\?v=`));
    // Each step's start, as a link that plays from there without script.
    for (const [step, seconds, clock] of [
      [1, '0', '0:00'],
      [2, '1.5', '0:01'],
      [3, '3', '0:03'],
    ]) {
      expect(page.body).toContain(
        `<a href="${src!.replace(/&/g, '&amp;')}#t=${seconds}">Step ${step} · ${clock}</a>`,
      );
    }
    expect(page.headers['content-security-policy']).toContain("media-src 'self'");
    const served = await getPage(t.app, src!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/wav');
    expect(served.rawPayload.equals(audio)).toBe(true);
    const part = await getPage(t.app, src!, { range: 'bytes=0-43' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(audio.subarray(0, 44))).toBe(true);

    expect((await shareAudio(admin.token, false)).statusCode).toBe(200);
    expect((await getPage(t.app, `/shared/${sharingId}`)).body).not.toContain('<audio');
    expect((await getPage(t.app, src!)).statusCode).toBe(404);
  });

  it('is governed by the article’s own organization only', async () => {
    const { sharingId } = await sharedNarration();
    const other = await registerTrialAdmin(t.app);
    await shareAudio(other.token, true);
    expect((await getPage(t.app, `/shared/${sharingId}`)).body).not.toContain('<audio');
    expect((await getPage(t.app, `/shared/${sharingId}/audio`)).statusCode).toBe(404);
  });
});

describe('a narrated article in a help center', () => {
  it('offers the narration on the article page while the organization allows it', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload });
    const center = (await call('POST', '/help-centers', { name: 'Narrated Help' })).json() as {
      id: string;
      slug: string;
    };
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Guides' })
    ).json() as {
      id: string;
    };
    const { articleId, sharingId } = await sharedNarration(admin);
    expect(
      (await call('POST', `/public-groups/groups/${group.id}/articles/${articleId}`)).statusCode,
    ).toBeLessThan(300);
    const home = await getPage(t.app, `/docs/${center.slug}`);
    const path = new RegExp(`href="(/docs/${center.slug}/articles/[^"]+)"`).exec(home.body)?.[1];
    expect(path).toBeDefined();
    expect((await getPage(t.app, path!)).body).not.toContain('<audio');

    await shareAudio(admin.token, true);
    const page = await getPage(t.app, path!);
    expect(page.body).toContain(`<audio controls preload="none" src="/shared/${sharingId}/audio?v=`);
    expect(page.headers['content-security-policy']).toContain("media-src 'self'");

    // Protected: the player points at the help center's own address, behind the password.
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'hear me',
    });
    const entered = await t.app.inject({
      method: 'POST',
      url: `/docs/${center.slug}/access`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: 'hear me', next: path! }).toString(),
    });
    const cookie = String(entered.headers['set-cookie']).split(';')[0]!;
    const protectedPage = await t.app.inject({ method: 'GET', url: path!, headers: { cookie } });
    const src = /<audio controls preload="none" src="([^"]+)"><\/audio>/.exec(protectedPage.body)?.[1];
    // By the article's id: the protected page never hands out the sharing id (issue 43).
    expect(src).toMatch(new RegExp(`^/docs/${center.slug}/audio/${articleId}\\?v=`));
    expect(protectedPage.body).not.toContain('/shared/');
    expect(protectedPage.body).not.toContain(sharingId);
    // Its shared link, and the narration there, are closed while it is in this help center.
    expect((await getPage(t.app, `/shared/${sharingId}/audio`)).statusCode).toBe(404);
    const played = await t.app.inject({ method: 'GET', url: src!, headers: { cookie, range: 'bytes=0-99' } });
    expect(played.statusCode).toBe(206);
    expect(played.headers['cache-control']).toBe('private, max-age=60');
    expect(played.rawPayload).toEqual(audio.subarray(0, 100));
    expect((await t.app.inject({ method: 'GET', url: src! })).statusCode).toBe(404);
  });
});
