import { ZOrganization } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, registerTrialAdmin } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/v1/organization/settings/audio', headers: bearer(token), payload });
const active = async (token: string) =>
  ZOrganization.parse(
    (await t.app.inject({ method: 'GET', url: '/v1/organization/active', headers: bearer(token) })).json(),
  );

describe('PUT /v1/organization/settings/audio', () => {
  it('is off until an ADMIN allows it, and only ADMINs change it', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    expect((await active(admin.token)).settings.shareAudio).toBe(false);

    const res = await put(admin.token, { shareAudio: true });
    expect(res.statusCode).toBe(200);
    expect(ZOrganization.parse(res.json()).settings.shareAudio).toBe(true);
    expect((await active(member.token)).settings.shareAudio).toBe(true);

    const denied = await put(member.token, { shareAudio: false });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    expect((await active(admin.token)).settings.shareAudio).toBe(true);
    expect((await put(admin.token, { shareAudio: 'yes' })).statusCode).toBe(400);
  });

  it('changes only the caller’s own organization', async () => {
    const admin = await registerTrialAdmin(t.app);
    const other = await registerTrialAdmin(t.app);
    await put(admin.token, { shareAudio: true });
    expect((await active(other.token)).settings.shareAudio).toBe(false);
  });
});
