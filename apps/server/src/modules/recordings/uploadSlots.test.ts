import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, type ListeningTestApp, listeningTestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { uploadRecording } from '../../../test/recordings';
import { holdOpen, requestHead } from '../../../test/socket';
import { uploadSlots } from '../../db/schema/uploads';
import { AppError } from '../../lib/errors';
import { createUploadGate } from './uploadSlots';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp({ env: { UPLOADS_PER_SERVER: '2', UPLOADS_PER_ORGANIZATION: '1' } });
});
afterAll(() => t.close());

const slotsOf = (organizationId: string) =>
  t.app.ctx.db.select().from(uploadSlots).where(eq(uploadSlots.organizationId, organizationId));

/** An upload that sends its headers and then nothing: it holds its slot until the socket goes. */
function holdUpload(token: string) {
  const head = requestHead(
    '/v1/recordings',
    { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
    1024 * 1024,
  );
  return holdOpen({ port: t.port, head, body: Buffer.from('--x\r\n') });
}

describe('concurrent recording uploads', () => {
  it('are capped per organization with 429 TOO_MANY_UPLOADS and Retry-After, and the slot is freed after', async () => {
    const admin = await registerTrialAdmin(t.app);
    const held = holdUpload(admin.token);
    await vi.waitFor(async () => expect(await slotsOf(admin.organizationId)).toHaveLength(1), {
      interval: 20,
    });
    const { res } = await uploadRecording(t.app, admin.token, { steps: 1 });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_UPLOADS' });
    // Another organization still has its slot on this server.
    const other = await registerTrialAdmin(t.app);
    expect((await uploadRecording(t.app, other.token, { steps: 1 })).res.statusCode).toBe(201);

    held.close();
    await vi.waitFor(async () => expect(await slotsOf(admin.organizationId)).toEqual([]), { interval: 20 });
    expect((await uploadRecording(t.app, admin.token, { steps: 1 })).res.statusCode).toBe(201);
  });

  it('are capped per server whatever the organization', async () => {
    const [a, b, c] = [
      await registerTrialAdmin(t.app),
      await registerTrialAdmin(t.app),
      await registerTrialAdmin(t.app),
    ];
    const held = [holdUpload(a.token), holdUpload(b.token)];
    await vi.waitFor(
      async () =>
        expect([...(await slotsOf(a.organizationId)), ...(await slotsOf(b.organizationId))]).toHaveLength(2),
      { interval: 20 },
    );
    const { res } = await uploadRecording(t.app, c.token, { steps: 1 });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('10');
    for (const upload of held) upload.close();
  });

  it('count an organization across servers on one database, and a dead server’s lease runs out', async () => {
    const admin = await registerTrialAdmin(t.app);
    const options = { db: t.app.ctx.db, perServer: 10, perOrganization: 1, leaseMs: 60_000 };
    const serverA = createUploadGate(options);
    const serverB = createUploadGate(options);
    const now = new Date('2026-05-01T10:00:00Z');
    await serverA.acquire(admin.organizationId, now); // never released: its server "died"
    const refused = await serverB.acquire(admin.organizationId, now).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, code: 'TOO_MANY_UPLOADS' });
    expect(serverB.inFlight).toBe(0);
    const release = await serverB.acquire(admin.organizationId, new Date(now.getTime() + 60_001));
    await release();
    expect(await slotsOf(admin.organizationId)).toEqual([]);
  });
});
